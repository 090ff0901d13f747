import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './routing';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** A page's locale from its params (unknown → 404), registered for static rendering. */
export async function pageLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
