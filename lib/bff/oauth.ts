import 'server-only';
import { NextResponse } from 'next/server';
import { safeRedirectPath } from '@/lib/edge/safe-redirect';
import { isLocale, routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site-url';
import { WpsError } from '@/lib/wps/envelope';
import { noStore } from './responses';

/** How long a started third-party sign-in may take at the provider. */
export const OIDC_FLOW_TTL_MS = 10 * 60 * 1000;

export const isProviderName = (name: string) => /^[a-z0-9]{1,32}$/.test(name);

/**
 * The portal's callback for `provider` on the public origin (SITE_URL): never the server's own
 * `localhost:PORT` nor a Host header the browser chose (finding 13).
 */
export function callbackUri(_request: Request, provider: string): string {
  return new URL(`/api/oauth/${provider}/callback`, siteUrl().origin).href;
}

/**
 * 302, never cached: a path on the public origin that passes safeRedirectPath (else home), or the
 * provider's authorization URL the platform built (a URL object, the only way off the site).
 */
export function redirectTo(_request: Request, location: string | URL): NextResponse {
  const target = typeof location === 'string' ? new URL(safeRedirectPath(location) ?? '/', siteUrl().origin) : location;
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
