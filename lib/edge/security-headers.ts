// The security headers of pages and BFF answers (finding 7), set by proxy.ts at run time: the
// public origin, HTTPS and game-frame origins are configuration, not build-time constants (what
// depends on none is sent by next.config.ts too, static-headers.ts).
//
// Script policy, by how a page is rendered:
// - A page rendered for each request (personal, agent and game pages, and the few guest pages that
//   read the session: lib/edge/route-gates.ts rendersPerRequest) gets `personalPagePolicy`: a fresh nonce
//   per request with 'strict-dynamic' (proxy.ts sets it on the request, Next puts it on every script
//   it writes; the layout's one inline script is allowed by its hash). No 'unsafe-inline'.
// - A cached page is shared by everybody and cannot carry a nonce. It gets the base policy below,
//   and the page cache (lib/cache/page-cache-handler.mjs) adds a second policy with the SHA-256 of
//   each of its inline scripts; a browser enforces both, so only same-origin files and those exact
//   scripts run. The base policy's `'unsafe-inline'` is there for the first render of such a page,
//   whose inline flight data nobody can hash in advance.
// Styles keep `'unsafe-inline'` for React's style attributes (a nonce in style-src would turn it off).
import { createHash, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { siteUrl } from '@/lib/seo/site-url';
import { HEAD_SCRIPT } from '@/lib/ui/head-script';
import { STATIC_SECURITY_HEADERS } from './static-headers';

function gameFrameSources(https: boolean): string {
  // Plain-http development: the local game vendor is the platform's own http origin.
  const local = https ? [] : ['http://127.0.0.1:*', 'http://localhost:*'];
  return ["'self'", 'https:', ...local, ...env.GAME_FRAME_ORIGINS].join(' ');
}

const BASE_SCRIPT_SOURCES = "'self' 'unsafe-inline'";
const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT, 'utf8').digest('base64')}'`;

export function basePolicy(https: boolean, scriptSources = BASE_SCRIPT_SOURCES): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
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

/** A nonce for one response: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of a page rendered for one request: its scripts run by `nonce` (and what they load,
 * 'strict-dynamic'), the layout's head script by its hash, nothing else. Development adds
 * 'unsafe-eval', which React's development build needs for its error overlays.
 */
export function personalPagePolicy(nonce: string): string {
  const development = process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : '';
  return basePolicy(siteUrl().protocol === 'https:', `'self' 'nonce-${nonce}' 'strict-dynamic' ${HEAD_SCRIPT_HASH}${development}`);
}

let cached: { key: string; headers: [string, string][] } | undefined;

/** Every header proxy.ts adds to pages and BFF answers (it replaces the policy of a per-request page). */
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
