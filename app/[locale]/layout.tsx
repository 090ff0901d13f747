import { pageLocale } from '@/lib/i18n/page-locale';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthModals } from '@/components/auth/auth-modals';
import { DemoRibbon } from '@/components/layout/demo-ribbon';
import { StatusScreen } from '@/components/layout/status-screen';
import { SwrDefaults } from '@/components/ui/swr-defaults';
import { SYSTEM_STATUS, type SystemStatus } from '@/contract/system';
import { clientMessages } from '@/lib/i18n/client-messages';
import { directionOf } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/seo/site-url';
import { siteProfile } from '@/lib/site-profile';
import { serviceChannel } from '@/lib/wps/site-resources';
import { systemStatus } from '@/lib/wps/system';
import { HEAD_SCRIPT } from '@/lib/ui/head-script';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/** No locale is prerendered at build time (the upstream may not run then): pages render on first visit and are cached (ISR). */
export function generateStaticParams() {
  return [];
}

/** Unreachable upstream → the site renders normally and each page shows its own error. */
function statusOrNormal(): Promise<SystemStatus | null> {
  return systemStatus().catch(() => null);
}

function isDown(status: SystemStatus | null): status is SystemStatus {
  return status !== null && status.status !== SYSTEM_STATUS.open;
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, status] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), statusOrNormal()]);
  return {
    // Maintenance and blocked screens replace every page: keep them out of search results.
    ...(isDown(status) ? { robots: { index: false, follow: false } } : {}),
    metadataBase: siteUrl(),
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The page reaches under a phone's notch and home bar; the header and bottom bar pad by the safe-area insets.
  viewportFit: 'cover',
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0f1220' },
    { media: '(prefers-color-scheme: light)', color: '#f6f7fb' },
  ],
};

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const locale = await pageLocale(params);
  const [status, messages, t] = await Promise.all([statusOrNormal(), getMessages(), getTranslations({ locale, namespace: 'demoSite' })]);
  // Spec §2: maintenance and region-blocked screens replace every page. Pages are cached, so the
  // status is read with them and the platform's hook revalidates `system-status` on a change.
  const down = isDown(status) ? <StatusScreen status={status} channel={await serviceChannel()} /> : null;
  return (
    // The theme script sets data-theme before React hydrates: the attribute differs by design.
    <html lang={locale} dir={directionOf(locale)} data-theme="dark" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body>
        <DemoRibbon profile={siteProfile()} text={t('ribbon')} />
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <SwrDefaults>
            {down ?? (
              <>
                {children}
                <AuthModals />
              </>
            )}
          </SwrDefaults>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
