import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeContent } from '@/components/home/home-content';
import { homeData } from '@/lib/home/home-data';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';

/** Spec §2: /login shows the home page with the login modal open (the modal host opens it). */
// Kept 5 s by nginx or a CDN (s-maxage): an operator’s change shows there within 10 s (docs/edge-cache.md).
export const revalidate = 5;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  // The same content as the home page: canonical there, and not indexed itself.
  return {
    ...pageMetadata({ locale, path: '/', title: t('nav.login'), description: t('pages.home.description'), siteName: t('meta.siteName') }),
    robots: { index: false, follow: true },
  };
}

export default async function LoginPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <HomeContent locale={locale} data={await homeData(locale)} />;
}
