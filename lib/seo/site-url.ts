import { routing } from '@/lib/i18n/routing';

/** The public origin for canonical links, sitemaps and structured data (SITE_URL, else localhost). */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`);
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
