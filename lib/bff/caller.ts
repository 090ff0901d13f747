import 'server-only';
import { isLocale, routing } from '@/lib/i18n/routing';
import type { WpsCaller } from '@/lib/wps/client';

/** The visitor's language (the locale cookie next-intl keeps) and IP, as sent upstream. */
export function callerFrom(request: Request, token?: string): WpsCaller {
  const cookie = request.headers.get('cookie') ?? '';
  const locale = /(?:^|;\s*)NEXT_LOCALE=([a-zA-Z-]+)/.exec(cookie)?.[1];
  const language = isLocale(locale) ? locale : routing.defaultLocale;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || request.headers.get('x-real-ip') || undefined;
  return { token, language, ip };
}
