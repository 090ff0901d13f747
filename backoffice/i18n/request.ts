import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { BUSINESS_TIME_ZONE } from '@/contract/business-time';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeOfAcceptLanguage } from './locales';

export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : (localeOfAcceptLanguage((await headers()).get('accept-language')) ?? DEFAULT_LOCALE);
  return { locale, timeZone: BUSINESS_TIME_ZONE, messages: (await import(`../messages/${locale}.json`)).default };
});
