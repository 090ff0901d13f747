import { pageLocale } from '@/lib/i18n/page-locale';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthModals } from '@/components/auth/auth-modals';

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
  return { title: { default: t('title'), template: `%s | ${t('siteName')}` }, description: t('description') };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const locale = await pageLocale(params);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          {children}
          <AuthModals />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
