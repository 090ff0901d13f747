'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

const LABELS: Record<string, string> = { th: 'ไทย', en: 'English', zh: '中文' };

/** Links to the same page in each supported language; next-intl remembers the choice in a cookie. */
export function LanguageSwitch() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const current = useLocale();
  return (
    <nav className="lang-switch" aria-label={t('language')}>
      {routing.locales.map((locale) => (
        <Link key={locale} href={pathname} locale={locale} lang={locale} aria-current={locale === current}>
          {LABELS[locale] ?? locale}
        </Link>
      ))}
    </nav>
  );
}
