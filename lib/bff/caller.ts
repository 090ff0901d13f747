import 'server-only';
import { visitorOf } from '@/lib/edge/client-address';
import { deviceIdOf } from '@/lib/bff/device-id';
import { LOCALE_COOKIE } from '@/lib/i18n/locale-cookie-script';
import { isLocale, routing } from '@/lib/i18n/routing';
import type { WpsCaller } from '@/lib/wps/client';

const LOCALE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-zA-Z-]+)`);

/**
 * The visitor's language (the cookie the page's head script keeps), IP (lib/edge/client-address) and
 * device id (lib/bff/device-id), as sent upstream.
 */
export function callerFrom(request: Request, token?: string): WpsCaller {
  const cookie = request.headers.get('cookie') ?? '';
  const locale = LOCALE_IN_COOKIE.exec(cookie)?.[1];
  const language = isLocale(locale) ? locale : routing.defaultLocale;
  const { address, country } = visitorOf(request.headers);
  const deviceId = deviceIdOf(cookie);
  return { token, language, ip: address, country, ...(deviceId ? { deviceId } : {}) };
}
