import type { Redirect, Rewrite } from 'next/dist/lib/load-custom-routes';
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from './locale-path';

/** Top-level paths that are not pages: the BFF, Next's assets, generated images and QR codes. */
export const NOT_PAGES: readonly string[] = ['api', '_next', 'img', 'qr'];

const escape = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/**
 * Locale routing done by Next's router instead of a proxy: a proxy (middleware) runs for every
 * request and costs more than serving a cached page (bench/run.mjs). Thai is served without a
 * prefix (`/live` → the `[locale]` segment `th`), other locales keep theirs (`/en/live`), and a
 * Thai prefix redirects to the unprefixed address, as next-intl's `as-needed` prefix does.
 */
export function localeRewrites(): Rewrite[] {
  const skipped = [...PREFIXED_LOCALES, ...NOT_PAGES].map(escape).join('|');
  return [
    {
      // Not a locale prefix, not an internal path, and no file extension in the path.
      source: `/:path((?!(?:${skipped})(?:/|$))(?!.*\\.).*)`,
      destination: `/${DEFAULT_LOCALE}/:path`,
    },
  ];
}

export function localeRedirects(): Redirect[] {
  return [
    { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: true },
    { source: `/${DEFAULT_LOCALE}/:path*`, destination: '/:path*', permanent: true },
  ];
}
