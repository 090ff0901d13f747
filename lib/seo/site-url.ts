import { env } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';

/**
 * The public origin (SITE_URL) for canonical links, sitemaps, structured data and every absolute
 * redirect and OAuth callback; `http://localhost:$PORT` only when it is not set (development).
 */
export function siteUrl(): URL {
  return new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`);
}

/** `/live` in Thai, `/en/live` in English: the path a locale serves a page at. */
export function localizedPath(locale: string, path: string): string {
  const clean = path === '/' ? '' : path;
  if (locale === routing.defaultLocale) return clean || '/';
  return `/${locale}${clean}`;
}

export function absoluteUrl(locale: string, path: string): string {
  return new URL(localizedPath(locale, path), siteUrl()).toString();
}
