// The UTF-8 bytes of each cached page, sent in place of its text.
//
// Next sends a cached page as one string (`res.end(html)`, send-payload.js), which Node copies into
// a new buffer on every response (the body write was the largest single cost of a cached page in
// `npm run bench`), and the page cache keeps that string ASCII-escaped so the copy is a plain one
// (ascii-html.mjs): Thai text then weighs 6–7 bytes a character instead of 3 (the Thai home page
// 142 KB instead of about 115 KB). The page cache (page-cache-handler.mjs) makes each page's bytes
// once, from the unescaped document, and names them here by the text Next will send; the request
// hook (lib/edge/page-region-gate.ts) has `end` send those bytes when it is given that text. Node
// writes a buffer to the socket as it is. A text with no bytes here (none made yet, or dropped by
// the bound below) goes out as before; its script policy allows both forms (page-csp.mjs). The
// answer it goes out in may be kept and sent again without Next (page-replay.mjs).
//
// One registry per process (globalThis): Next loads the cache handler apart from the
// instrumentation bundle that holds the request hook.
import { keepSentPage } from './page-replay.mjs';

const REGISTRY = Symbol.for('portal.page-bytes');
/** Pages kept by their text at once (each also stays reachable from its cache entry). */
const MAX_PAGES = 256;

/** @returns {Map<string, import('./page-replay.mjs').CachedPage>} */
function registry() {
  return (globalThis[REGISTRY] ??= new Map());
}

/**
 * Names `page.bytes` as what to send for the page text `text`, with the page cache's entry they
 * belong to (the latest named stay, up to MAX_PAGES).
 */
export function rememberPage(text, page) {
  const pages = registry();
  const named = pages.get(text);
  if (named?.bytes === page.bytes && named.entry === page.entry) return;
  pages.delete(text);
  pages.set(text, page);
  if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value);
}

/** The page named for a page text (its bytes and cache entry), if the page cache named one. */
export function namedPage(text) {
  return registry().get(text);
}

/** The bytes to send for a page text, if the page cache named some. */
export function pageBytesOf(text) {
  return namedPage(text)?.bytes;
}

/** `end` sending the page's bytes (with their Content-Length) in place of a text named here. */
function withPageBytes(end) {
  return function endWithPageBytes(chunk, ...rest) {
    if (typeof chunk === 'string' && !this.headersSent) {
      const page = registry().get(chunk);
      if (page) {
        this.setHeader('Content-Length', page.bytes.length);
        keepSentPage(this, page);
        return end.call(this, page.bytes, ...rest);
      }
    }
    return end.call(this, chunk, ...rest);
  };
}

/**
 * Makes `response.end(text)` send the page's bytes when the page cache named some for that exact
 * text; anything else passes through unchanged. Next's compression puts its own `end` on the
 * response later and writes the headers in it: each `end` put there is wrapped as it is set, so the
 * swap (and its Content-Length) always comes first.
 */
export function sendPageBytes(response) {
  let end = withPageBytes(response.end);
  Object.defineProperty(response, 'end', {
    configurable: true,
    enumerable: true,
    get: () => end,
    set(next) {
      end = withPageBytes(next);
    },
  });
}
