import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The site's clock (the product serves Thailand first): UTC+7. */
export const SITE_UTC_OFFSET_MINUTES = 7 * 60;

const site = (iso: string) => dayjs(iso).utcOffset(SITE_UTC_OFFSET_MINUTES);

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
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(new Date(iso));
}

/** A short date and time in the reader's language, on the site's clock (the time a rate was taken). */
export function shortDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));
}
