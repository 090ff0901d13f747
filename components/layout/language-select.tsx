'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LOCALE_NAMES } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

/** Spec §1 language selector: every listed language, each link the same page in that language. */
export function LanguageSelect() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const current = useLocale();
  return (
    <details className="lang-select">
      <summary aria-label={t('currentLanguage', { language: LOCALE_NAMES[current] })}>
        <span aria-hidden="true">🌐</span> {LOCALE_NAMES[current]}
      </summary>
      <ul>
        {routing.locales.map((locale) => (
          <li key={locale}>
            <Link href={pathname} locale={locale} lang={locale} hrefLang={locale} aria-current={locale === current ? 'true' : undefined} prefetch={false}>
              {LOCALE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
