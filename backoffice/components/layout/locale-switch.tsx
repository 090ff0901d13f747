'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { LOCALE_COOKIE, LOCALES, type Locale } from '@bo/i18n/locales';

const NAMES: Record<Locale, string> = { th: 'ไทย', en: 'English' };

/** The language for this browser (a cookie a year long); the page renders again in it. */
export function LocaleSwitch() {
  const t = useTranslations('header');
  const locale = useLocale();
  const router = useRouter();
  const choose = (next: Locale) => {
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=strict`;
    router.refresh();
  };
  return (
    <label className="locale-switch">
      <span className="visually-hidden">{t('language')}</span>
      <select value={locale} onChange={(event) => choose(event.target.value as Locale)}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
