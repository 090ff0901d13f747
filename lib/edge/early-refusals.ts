// What Node's request event refuses before Next reads anything (instrumentation-node.ts):
//
// - An absolute-form request target (`GET http://evil.example/ HTTP/1.1`, RFC 9112 §3.2.2), which
//   only a proxy or a raw socket sends. Next took its host for the site's and redirected there
//   (`Location: http://evil.example/`, an open redirect and a poisoned cache entry). A target on one
//   of the site's own hosts is reduced to its path and query; any other is a 400.
// - A body larger than its route takes (lib/bff/body-limits.ts), by its declared length: Next's
//   proxy buffers a matched request's whole body before the route runs, so the route's own check
//   came after up to 10 MB had been read. A body without a declared length (chunked) is a 411:
//   browsers and the load balancer always declare it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimitOf } from '@/lib/bff/body-limits';
import { env } from '@/lib/env';
import { siteUrl } from '@/lib/seo/site-url';

/** The host names the site answers to: SITE_URL's (`localhost` when unset) and SITE_ORIGINS'. */
function siteHosts(): Set<string> {
  return new Set([siteUrl(), ...env.SITE_ORIGINS.map((origin) => new URL(origin))].map((url) => url.hostname.toLowerCase()));
}

/**
 * What a refused body's sender may still send, read and dropped (never kept) so that it reads the
 * answer rather than a reset connection, as nginx's lingering close does; past it the connection is
 * cut.
 */
const DRAINED_BYTES_MAX = 32 * 1024 * 1024;

function refuse(request: IncomingMessage, response: ServerResponse, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(body);
  let drained = 0;
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAINED_BYTES_MAX) request.socket.destroy();
  });
  request.resume();
}

/** The request's target in origin form (`/path?query`), or undefined when it names another host or is not a URL. */
export function originFormOf(target: string, hosts: Set<string> = siteHosts()): string | undefined {
  if (target.startsWith('/') || target === '*') return target;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !hosts.has(url.hostname.toLowerCase())) return undefined;
  // The raw path and query as sent (URL keeps their percent-encoding), without the authority.
  return url.pathname + url.search;
}

/** True when the request has been answered here (refused) and Next must not see it. */
export function refuseEarly(request: IncomingMessage, response: ServerResponse): boolean {
  const target = originFormOf(request.url ?? '/');
  if (target === undefined) {
    refuse(request, response, 400, 'bad_request_target', 'The request target must be a path on this site');
    return true;
  }
  request.url = target;

  const declared = request.headers['content-length'];
  if (declared === undefined) {
    if (request.headers['transfer-encoding'] === undefined) return false;
    refuse(request, response, 411, 'length_required', 'Send the body with its Content-Length');
    return true;
  }
  const limit = bodyLimitOf(target.split('?', 1)[0]);
  if (Number(declared) > limit.bytes) {
    refuse(request, response, 413, limit.code, limit.message);
    return true;
  }
  return false;
}
