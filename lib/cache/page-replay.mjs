// A cached page answered again on Node's request event, without entering Next.
//
// On a cache hit Next still resolves the route among the app's routes, builds the route module's
// request context, reads the entry through the incremental cache and sets the same headers again:
// most of a cached page's time in `npm run bench` (docs/measurements.md). When Next has sent a
// page from its memory cache (`x-nextjs-cache: HIT`), this keeps what it sent — its headers, and the
// page's bytes from page-bytes.mjs — by the request's URL. The request hook
// (lib/edge/page-region-gate.ts), after the visitor's region gate, sends that same answer to the
// next request for the URL for as long as Next would serve that same entry as fresh, which the page
// cache decides as Next does (page-cache-handler.mjs: the entry still in memory, younger than its
// revalidate time, none of its tags revalidated — here, or on another instance through Redis).
//
// Everything Next could answer differently goes to Next: other methods, a query string, a React
// Server Components or prefetch request (any `rsc`/`next-…` header), draft mode, and an
// Accept-Encoding for which Next's compression might choose other than gzip or none. Gzip is made
// once per page, as Next's compression would (same threshold, `Vary: Accept-Encoding`).
//
// One registry per process (globalThis): Next loads the cache handler apart from the
// instrumentation bundle that holds the request hook.
import { gzipSync } from 'node:zlib';

const REGISTRY = Symbol.for('portal.page-replay');
/** URLs kept at once. */
const MAX_PAGES = 256;
/** Next's compression leaves bodies below this many bytes alone (the `compression` default). */
const COMPRESSION_THRESHOLD = 1024;
/** Set on a response whose request may be answered again: the URL it is kept by. */
const REPLAYABLE_URL = Symbol('replayable url');

/** Request headers Next reads to answer other than with the cached document. */
const NEXT_REQUEST_HEADER = /^(?:rsc$|next-|x-prerender|x-nextjs|x-middleware|x-invoke|x-matched-path|x-now-route-matches)/;
/** Draft (preview) mode renders afresh. */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__(?:prerender_bypass|next_preview_data)=/;

/**
 * @typedef {{ bytes: Buffer, key?: string, entry?: object, servedFresh?: (page: CachedPage, maxAge: number) => boolean }} CachedPage
 *   the bytes sent for a page, the page cache's entry they were made for (its key and memory-cache
 *   object), and the page cache's rule telling whether Next would now serve that entry as a fresh hit
 * @typedef {{ page: CachedPage, maxAge: number, headers: [string, unknown][], gzip?: Buffer }} Replay
 */

/** @returns {{ replays: Map<string, Replay> }} */
function registry() {
  return (globalThis[REGISTRY] ??= { replays: new Map() });
}

/**
 * Whether Next would now serve `page`'s entry as a fresh hit, given the revalidate time (seconds)
 * of its Cache-Control: as the page cache that named the page says (counting the hit when it would).
 */
export function servedFresh(page, maxAge) {
  return page.servedFresh?.(page, maxAge) ?? false;
}

/** The `s-maxage` of a shared-cacheable answer that Next's compression would transform. */
function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== 'string' || /\b(?:private|no-store|no-cache|no-transform)\b/.test(cacheControl)) return undefined;
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

/** A GET or HEAD of a page's plain document: nothing in it Next answers differently. */
function isPlainDocumentRequest(request) {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url?.includes('?')) return false;
  for (const name in request.headers) if (NEXT_REQUEST_HEADER.test(name)) return false;
  const cookie = request.headers.cookie;
  return cookie === undefined || !DRAFT_MODE_COOKIE.test(cookie);
}

/**
 * The encoding Next's compression would choose ('gzip' or 'identity'), or undefined where it might
 * choose otherwise (quality values, deflate only, a wildcard): such requests go to Next.
 */
export function negotiatedEncoding(acceptEncoding) {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') return 'identity';
  const codings = acceptEncoding.toLowerCase().split(',').map((coding) => coding.trim());
  if (codings.some((coding) => coding.includes(';') || coding === '*')) return undefined;
  if (codings.includes('gzip')) return 'gzip';
  return codings.includes('deflate') ? undefined : 'identity';
}

/** Lets the answer to this request be kept for the next ones (a plain document request, after its gates). */
export function markReplayable(request, response) {
  if (isPlainDocumentRequest(request)) response[REPLAYABLE_URL] = request.url;
}

/** `Vary` as Next's compression leaves it: Accept-Encoding added. */
function withAcceptEncoding(vary) {
  if (vary === undefined) return 'Accept-Encoding';
  const text = Array.isArray(vary) ? vary.join(', ') : String(vary);
  return /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(text) ? text : `${text}, Accept-Encoding`;
}

/**
 * Keeps what Next is sending for a marked request: a memory-cache hit of `page`, shared-cacheable,
 * setting no cookie. Called as the page's bytes go out (page-bytes.mjs), before compression.
 */
export function keepSentPage(response, page) {
  const url = response[REPLAYABLE_URL];
  if (url === undefined || response.statusCode !== 200) return;
  const { replays } = registry();
  if (replays.get(url)?.page === page) return;
  const maxAge = sharedMaxAge(response.getHeader('cache-control'));
  if (response.getHeader('x-nextjs-cache') !== 'HIT' || response.hasHeader('set-cookie') || maxAge === undefined) return;
  // As Next named them, in its order; its compression adds Accept-Encoding to Vary.
  const names = response.getRawHeaderNames().filter((name) => name.toLowerCase() !== 'content-length');
  if (!response.hasHeader('vary')) names.push('Vary');
  const headers = names.map((name) => [name, name.toLowerCase() === 'vary' ? withAcceptEncoding(response.getHeader(name)) : response.getHeader(name)]);
  replays.delete(url);
  replays.set(url, { page, maxAge, headers });
  if (replays.size > MAX_PAGES) replays.delete(replays.keys().next().value);
}

/**
 * Sends the kept answer for this request's URL when Next would send the same one now; false (and
 * nothing written) otherwise.
 */
export function replayPage(request, response) {
  const { replays } = registry();
  const replay = replays.get(request.url);
  if (!replay || !isPlainDocumentRequest(request)) return false;
  const encoding = request.method === 'HEAD' ? 'identity' : negotiatedEncoding(request.headers['accept-encoding']);
  if (!encoding) return false;
  if (!servedFresh(replay.page, replay.maxAge)) {
    replays.delete(request.url);
    return false;
  }
  let body = replay.page.bytes;
  response.statusCode = 200;
  for (const [name, value] of replay.headers) response.setHeader(name, value);
  if (encoding === 'gzip' && body.length >= COMPRESSION_THRESHOLD) {
    body = replay.gzip ??= gzipSync(body);
    response.setHeader('Content-Encoding', 'gzip');
  }
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
