import { routing } from '@/lib/i18n/routing';

let site: { source: string | undefined; url: URL } | undefined;

/**
 * The public origin (SITE_URL) for canonical links, sitemaps, structured data and every absolute
 * redirect and OAuth callback; `http://localhost:$PORT` only when it is not set (development).
 */
export function siteUrl(): URL {
  const source = process.env.SITE_URL;
  if (!site || site.source !== source) {
    site = { source, url: new URL(source || `http://localhost:${process.env.PORT ?? 3000}`) };
  }
  return new URL(site.url);
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
