import { defineRouting } from 'next-intl/routing';
import { LOCALES } from './locales';

/**
 * Thai is the default and is served without a prefix (`/live`); others are prefixed (`/en/live`).
 * No Accept-Language detection: crawlers and first visitors must get Thai at `/`.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'th',
  localePrefix: 'as-needed',
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (routing.locales as readonly string[]).includes(value);
}
