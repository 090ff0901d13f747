import { getLocale, getTranslations } from 'next-intl/server';
import { LOCALE_NAMES } from '@/lib/i18n/locale-names';
import type { Locale } from '@/lib/i18n/routing';
import { LanguageMenu } from './deferred-parts';

/** Spec §1 language selector: the page's language, opening onto every listed language (language-menu.tsx). */
export async function LanguageSelect() {
  const [t, locale] = await Promise.all([getTranslations('nav'), getLocale()]);
  const name = LOCALE_NAMES[locale as Locale];
  return <LanguageMenu label={t('currentLanguage', { language: name })} current={locale} currentName={name} />;
}
