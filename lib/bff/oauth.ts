import 'server-only';
import { NextResponse } from 'next/server';
import { isLocale, routing } from '@/lib/i18n/routing';
import { WpsError } from '@/lib/wps/envelope';
import { noStore } from './responses';

/** How long a started third-party sign-in may take at the provider. */
export const OIDC_FLOW_TTL_MS = 10 * 60 * 1000;

export const isProviderName = (name: string) => /^[a-z0-9]{1,32}$/.test(name);

/** The portal's callback for `provider`, on the origin the browser used (spec: built from the request). */
export function callbackUri(request: Request, provider: string): string {
  return new URL(`/api/oauth/${provider}/callback`, new URL(request.url).origin).href;
}

/** 302 on this origin, never cached. */
export function redirectTo(request: Request, location: string | URL): NextResponse {
  const target = typeof location === 'string' ? new URL(location, new URL(request.url).origin) : location;
  return NextResponse.redirect(target, { status: 302, headers: noStore });
}

/** The visitor's language for the pages after the provider: the one the button was clicked in. */
export function flowLocale(value: string | null | undefined): string {
  return isLocale(value ?? undefined) ? value! : routing.defaultLocale;
}

/** `path` in `locale` (Thai, the default, has no prefix). */
export function localizedPath(locale: string, path: string): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;
}

/** Back to the login modal, which shows the message for `code` (`/login?oauthError=<code>`). */
export function loginError(request: Request, code: string, locale: string = routing.defaultLocale): NextResponse {
  return redirectTo(request, `${localizedPath(locale, '/login')}?oauthError=${encodeURIComponent(code)}`);
}

/** An upstream failure as the code the login modal knows; anything unexpected is `oidc_failed`. */
export function oauthErrorCode(error: unknown): string {
  if (error instanceof WpsError) {
    if (error.code === 'network_error') return 'network_error';
    if (error.code.startsWith('oidc_')) return error.code;
  } else {
    console.error('bff: oauth failure', error instanceof Error ? error.name : typeof error);
  }
  return 'oidc_failed';
}
