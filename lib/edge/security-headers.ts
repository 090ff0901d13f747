// The security headers of pages and BFF answers (finding 7), set by proxy.ts at run time (the
// public origin, HTTPS and game-frame origins are configuration, not build-time constants).
//
// Script policy: cached pages are shared by everybody, so they cannot carry a per-request nonce.
// The page cache (lib/cache/page-cache-handler.mjs) stores each page with a second policy,
// `script-src 'self' 'sha256-…'` for every inline script of that page (Next's flight data, the
// theme and locale scripts). A browser enforces every policy it gets, so a cached page runs only
// same-origin files and those exact inline scripts. This base policy keeps `'unsafe-inline'` for
// scripts only because a page rendered for one request (member pages, a cache miss) has inline
// flight data whose hashes nobody knows in advance; styles keep `'unsafe-inline'` for React's
// style attributes.
import { env } from '@/lib/env';
import { siteUrl } from '@/lib/seo/site-url';
import { STATIC_SECURITY_HEADERS } from './static-headers';

function gameFrameSources(https: boolean): string {
  // Plain-http development: the local game vendor is the platform's own http origin.
  const local = https ? [] : ['http://127.0.0.1:*', 'http://localhost:*'];
  return ["'self'", 'https:', ...local, ...env.GAME_FRAME_ORIGINS].join(' ');
}

export function basePolicy(https: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    // Operator banners and game icons may come from image CDNs (https only on an https site).
    `img-src 'self' data: blob: ${https ? 'https:' : 'https: http:'}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${gameFrameSources(https)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

let cached: { key: string; headers: [string, string][] } | undefined;

/** Every header proxy.ts adds to pages and BFF answers. */
export function securityHeaders(): [string, string][] {
  const site = siteUrl();
  const key = `${site.href}|${env.GAME_FRAME_ORIGINS.join(' ')}`;
  if (cached?.key === key) return cached.headers;
  const https = site.protocol === 'https:';
  const headers: [string, string][] = [
    ['Content-Security-Policy', basePolicy(https)],
    ...STATIC_SECURITY_HEADERS.map(({ key: name, value }): [string, string] => [name, value]),
    // Browsers ignore HSTS over plain http; sent when the public site is https.
    ...(https ? ([['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']] as [string, string][]) : []),
  ];
  cached = { key, headers };
  return headers;
}
