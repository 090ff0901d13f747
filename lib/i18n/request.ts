import { getRequestConfig } from 'next-intl/server';
import { BUSINESS_TIME_ZONE } from '@/contract/business-time';
import { loadMessages } from './messages';
import { isLocale, routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  // Every date next-intl formats, on the server and (inherited by the client provider) in the
  // browser, is on the business clock, whatever the reader's zone.
  return { locale, timeZone: BUSINESS_TIME_ZONE, messages: await loadMessages(locale) };
});
