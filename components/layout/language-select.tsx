'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { LOCALE_NAMES } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

/**
 * Spec §1 language selector: every listed language, each link the same page in that language.
 * The 35 links are rendered when the list is opened, not with every page (hreflang alternates in
 * the head tell crawlers about the other languages).
 */
export function LanguageSelect() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const current = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <details className="lang-select" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={t('currentLanguage', { language: LOCALE_NAMES[current] })}>
        <span aria-hidden="true">🌐</span> {LOCALE_NAMES[current]}
      </summary>
      {open ? (
        <ul>
          {routing.locales.map((locale) => (
            <li key={locale}>
              {/* A full page load: the other language is another root layout (lang, dir), and Thai has no prefix. */}
              <a href={getPathname({ href: pathname, locale })} lang={locale} hrefLang={locale} aria-current={locale === current ? 'true' : undefined}>
                {LOCALE_NAMES[locale]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
