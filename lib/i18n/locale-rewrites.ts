import type { Rewrite } from 'next/dist/lib/load-custom-routes';
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from './locale-path';

/** Top-level paths that are not pages: the BFF, Next's assets, generated images and QR codes. */
export const NOT_PAGES: readonly string[] = ['api', '_next', 'img', 'qr'];

const escape = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** A first segment that is a language prefix (the default's included) or not a page. */
const NOT_REWRITTEN = new Set([DEFAULT_LOCALE, ...PREFIXED_LOCALES, ...NOT_PAGES]);
const DEFAULT_PREFIX = new RegExp(`^/${escape(DEFAULT_LOCALE)}(?=/|$)`);

/**
 * A redirect's path on this site: `//host` and `/\\host` would send a browser to another site (an
 * open redirect, finding 4), so leading slashes and backslashes become one slash.
 */
const sameSite = (path: string) => path.replace(/^[/\\]*/, '/');

export type LocaleRoute = { redirect: string } | { rewrite: string } | null;

/**
 * The locale routing of one request URL (path and query): Thai is served without a prefix (`/live`
 * is the `[locale]` segment `th`, `/live` → `/th/live` inside the server), other locales keep theirs
 * (`/en/live`), and a Thai prefix redirects (308) to the unprefixed address, as next-intl's
 * `as-needed` prefix does. Paths with a dot (files) and the non-page paths are left alone.
 *
 * Done on Node's request event (lib/edge/page-region-gate.ts) rather than by Next's rewrites: Next's
 * route module matches every configured rewrite again on every page request, compiling its
 * pattern each time (Thai pages answered 12% slower than English ones in `npm run bench`).
 */
export function routeLocale(url: string): LocaleRoute {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? '' : url.slice(query);
  if (pathname.includes('.') || !pathname.startsWith('/')) return null;
  if (DEFAULT_PREFIX.test(pathname)) return { redirect: sameSite(pathname.slice(DEFAULT_LOCALE.length + 1)) + search };
  const first = pathname.split('/', 2)[1];
  if (NOT_REWRITTEN.has(first)) return null;
  // Next would redirect `/th/live/` to `/th/live`; the visitor's address stays unprefixed.
  if (pathname.length > 1 && pathname.endsWith('/')) return { redirect: sameSite(pathname.replace(/\/+$/, '')) + search };
  return { rewrite: `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}${query === -1 ? '' : url.slice(query)}` };
}

/**
 * The same rewrite for `next dev` only (next.config.ts): there the request hook is installed when
 * the instrumentation loads, after the first requests have arrived. The Thai prefix is left to the
 * hook (a Thai-prefixed path it has made must not be rewritten again).
 */
export function devLocaleRewrites(): Rewrite[] {
  const skipped = [...NOT_REWRITTEN].map(escape).join('|');
  return [
    {
      // Not a locale prefix, not an internal path, and no file extension in the path.
      source: `/:path((?!(?:${skipped})(?:/|$))(?!.*\\.).*)`,
      destination: `/${DEFAULT_LOCALE}/:path`,
    },
  ];
}
