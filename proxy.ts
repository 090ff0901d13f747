import { unsealData } from 'iron-session';
import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { gateFor } from '@/lib/route-gates';
import { SESSION_COOKIE, type SessionData } from '@/lib/session-types';
import { sessionSecret } from '@/lib/session-secret';
import { currentSystemStatus } from '@/lib/system-status';

const handleI18nRouting = createIntlMiddleware(routing);

function splitLocale(pathname: string): { locale: string; rest: string } {
  const [, first, ...rest] = pathname.split('/');
  if ((routing.locales as readonly string[]).includes(first)) {
    return { locale: first, rest: '/' + rest.join('/') };
  }
  return { locale: routing.defaultLocale, rest: pathname };
}

function localized(locale: string, path: string): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path}`;
}

function visitorIp(request: NextRequest): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || '';
}

async function readSession(request: NextRequest): Promise<SessionData> {
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  if (!sealed) return {};
  try {
    return await unsealData<SessionData>(sealed, { password: sessionSecret() });
  } catch {
    return {};
  }
}

/** Order: system status screens, then role gates (optimistic), then locale routing. */
export async function proxy(request: NextRequest) {
  const { locale, rest } = splitLocale(request.nextUrl.pathname);

  const status = await currentSystemStatus();
  if (status && status.status !== 0) {
    const screen = status.status === 1 ? 'maintenance' : 'blocked';
    const headers = new Headers(request.headers);
    headers.set('x-visitor-ip', visitorIp(request));
    return NextResponse.rewrite(new URL(`/${locale}/${screen}`, request.url), {
      status: 503,
      request: { headers },
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' },
    });
  }
  if (rest === '/maintenance' || rest === '/blocked') {
    return NextResponse.redirect(new URL(localized(locale, '/'), request.url));
  }

  const gate = gateFor(rest);
  if (gate) {
    const session = await readSession(request);
    const loggedIn = Boolean(session.token);
    if (gate === 'agent' && !(loggedIn && session.isAgent)) {
      return NextResponse.redirect(new URL(localized(locale, '/agent'), request.url));
    }
    if (gate === 'login' && !loggedIn) {
      const target = new URL(localized(locale, '/login'), request.url);
      target.searchParams.set('next', request.nextUrl.pathname);
      return NextResponse.redirect(target);
    }
  }

  return handleI18nRouting(request);
}

export const config = {
  // Everything but the BFF, Next internals, game images and files with an extension.
  matcher: ['/((?!api|_next|_vercel|img|qr/|.*\\..*).*)'],
};
