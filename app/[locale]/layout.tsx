import { pageLocale } from '@/lib/i18n/page-locale';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthModals } from '@/components/auth/auth-modals';
import { directionOf } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/seo/site-url';
import { LOCALE_COOKIE_SCRIPT } from '@/lib/i18n/locale-cookie-script';
import { THEME_SCRIPT } from '@/lib/ui/theme-script';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/** No locale is prerendered at build time (the upstream may not run then): pages render on first visit and are cached (ISR). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: siteUrl(),
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0f1220' },
    { media: '(prefers-color-scheme: light)', color: '#f6f7fb' },
  ],
};

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const locale = await pageLocale(params);
  return (
    // The theme script sets data-theme before React hydrates: the attribute differs by design.
    <html lang={locale} dir={directionOf(locale)} data-theme="dark" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT + ';' + LOCALE_COOKIE_SCRIPT }} />
      </head>
      <body>
        <NextIntlClientProvider>
          {children}
          <AuthModals />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
