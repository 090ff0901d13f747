import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/** Spec §2: header, main content, footer for the player-facing pages. */
export default async function SiteLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  await pageLocale(params);
  const t = await getTranslations('nav');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  );
}
