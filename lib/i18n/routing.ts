import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE } from './locale-path';
import { LOCALES } from './locales';

/**
 * Thai is the default and is served without a prefix (`/live`); others are prefixed (`/en/live`).
 * No Accept-Language detection: crawlers and first visitors must get Thai at `/`.
 * No locale cookie and no `Link` header from the proxy: guest responses carry no Set-Cookie (shared
 * caches keep them) and the hreflang alternates are in each page's <head> already. The page sets
 * the cookie the BFF reads (locale-cookie-script.ts).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (routing.locales as readonly string[]).includes(value);
}
