import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BottomBar } from '@/components/layout/bottom-bar';
import { CustomerServiceButton } from '@/components/layout/customer-service-button';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { DialogHost } from '@/components/ui/dialog-host';
import { RealityCheckHost } from '@/components/responsible-gaming/reality-check-host';
import { SideMenu } from '@/components/layout/side-menu';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { siteChrome } from '@/lib/site-chrome';

/** Spec §2: side menu, header, main content, footer, scroll-to-top, the floating customer-service button and, on phones, the bottom bar. */
export default async function SiteLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  const [t, tDialog, chrome] = await Promise.all([getTranslations('nav'), getTranslations('dialog'), siteChrome(locale)]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader flags={chrome.flags} />
      <SideMenu chrome={chrome} />
      {children}
      <SiteFooter chrome={chrome} />
      <ScrollToTop label={t('scrollToTop')} />
      <CustomerServiceButton channels={chrome.resources.customerService} label={t('customerService')} />
      <BottomBar />
      <DialogHost confirmLabel={tDialog('confirm')} />
      <RealityCheckHost />
    </>
  );
}
