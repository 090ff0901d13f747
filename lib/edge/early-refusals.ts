// What is refused before a route reads anything (proxy.ts answers; peer-stamp.ts marks the target):
//
// - An absolute-form request target (`GET http://evil.example/ HTTP/1.1`, RFC 9112 §3.2.2), which
//   only a proxy or a raw socket sends. Next took its host for the site's and redirected there
//   (`Location: http://evil.example/`, an open redirect and a poisoned cache entry). A target on one
//   of the site's own hosts is reduced to its path and query; any other is a 400.
// - A body larger than its route takes (lib/bff/body-limits.ts), by its declared length: Next's
//   proxy buffers a matched request's whole body before the route runs, so the route's own check
//   came after up to 10 MB had been read. A body without a declared length (chunked) is a 411:
//   browsers and the load balancer always declare it.
import { bodyLimitOf } from '@/lib/bff/body-limits';
import { env } from '@/lib/env';
import { siteUrl } from '@/lib/seo/site-url';

/** The host names the site answers to: SITE_URL's (`localhost` when unset) and SITE_ORIGINS'. */
function siteHosts(): Set<string> {
  return new Set([siteUrl(), ...env.SITE_ORIGINS.map((origin) => new URL(origin))].map((url) => url.hostname.toLowerCase()));
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

export interface Refusal {
  status: 400 | 403 | 411 | 413 | 503;
  code: string;
  message: string;
}

export const BAD_TARGET: Refusal = { status: 400, code: 'bad_request_target', message: 'The request target must be a path on this site' };

/** The refusal of a body by its declared length (none when it fits its route). */
export function bodyRefusal(path: string, headers: Pick<Headers, 'get'>): Refusal | undefined {
  const declared = headers.get('content-length');
  if (declared === null) {
    if (headers.get('transfer-encoding') === null) return undefined;
    return { status: 411, code: 'length_required', message: 'Send the body with its Content-Length' };
  }
  const limit = bodyLimitOf(path);
  if (Number(declared) > limit.bytes) return { status: 413, code: limit.code, message: limit.message };
  return undefined;
}
