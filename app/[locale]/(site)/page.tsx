import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeContent } from '@/components/home/home-content';
import { homeData } from '@/lib/home/home-data';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';

/**
 * Public and cacheable: rebuilt at once when the platform revalidates a tag. The 5 s is the
 * `s-maxage` nginx or a CDN keeps it for, so an operator's change shows there within 10 s, the
 * render included (docs/edge-cache.md); the data it reads is cached on its own.
 */
export const revalidate = 5;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/', title: t('pages.home.title'), description: t('pages.home.description'), siteName: t('meta.siteName') });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <HomeContent locale={locale} data={await homeData(locale)} />;
}
