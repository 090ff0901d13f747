import type { Metadata } from 'next';
import { routing } from '@/lib/i18n/routing';
import { absoluteUrl, siteUrl } from './site-url';

interface PageMetadataInput {
  locale: string;
  /** The page's path without locale, e.g. `/live`. */
  path: string;
  title: string;
  description: string;
  siteName: string;
}

/** Title, description, canonical, hreflang alternates (every locale + x-default) and Open Graph. */
export function pageMetadata({ locale, path, title, description, siteName }: PageMetadataInput): Metadata {
  const languages: Record<string, string> = Object.fromEntries(routing.locales.map((code) => [code, absoluteUrl(code, path)]));
  languages['x-default'] = absoluteUrl(routing.defaultLocale, path);
  // app/[locale]/opengraph-image.tsx: one image per language.
  const ogImage = absoluteUrl(locale, '/opengraph-image');
  return {
    metadataBase: siteUrl(),
    title,
    description,
    alternates: { canonical: absoluteUrl(locale, path), languages },
    openGraph: {
      type: 'website',
      siteName,
      title,
      description,
      url: absoluteUrl(locale, path),
      locale: locale.replace('-', '_'),
      images: [{ url: ogImage, width: 1200, height: 630, alt: siteName }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [ogImage] },
  };
}
