import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BUSINESS_TIME_ZONE, businessDate, businessDateTime } from '@/contract/business-time';

dayjs.extend(utc);
dayjs.extend(timezone);

/** On the site's business clock (contract/business-time.ts). */
const site = (iso: string) => dayjs(iso).tz(BUSINESS_TIME_ZONE);

/** Spec §2: the notice popup shows YYYY/MM/DD. */
export function noticeDate(iso: string): string {
  return site(iso).format('YYYY/MM/DD');
}

/** Spec §2: the announcement popup shows YYYY-MM-DD HH:mm:ss. */
export function announcementDate(iso: string): string {
  return site(iso).format('YYYY-MM-DD HH:mm:ss');
}

/** A long date in the reader's language (promotions), through Intl so every locale is covered. */
export function longDate(iso: string, locale: string): string {
  return businessDate(iso, locale, 'long');
}

/** A short date and time in the reader's language, on the site's clock (the time a rate was taken). */
export function shortDateTime(iso: string, locale: string): string {
  return businessDateTime(iso, locale);
}
