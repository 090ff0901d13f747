import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookieName } from './lib/session';

// Every page: a fresh nonce for the Content-Security-Policy (Next puts it on its own scripts), and
// an optimistic check only — no session cookie, go to the login page. Who may do what is decided by
// the platform on every call; the pages read it from /admin/me (lib/current-staff.ts).

/** Pages open without a session. */
const OPEN_PAGES = new Set(['/login', '/enrol']);

function contentSecurityPolicy(nonce: string): string {
  const development = process.env.NODE_ENV === 'development';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    // Style attributes (widths, positions) need 'unsafe-inline'; no script can ride on them.
    "style-src 'self' 'unsafe-inline'",
    // The authenticator QR is a data: URL made in the page; slips come from /api.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!OPEN_PAGES.has(pathname) && !request.cookies.has(sessionCookieName())) {
    const login = new URL('/login', request.url);
    if (pathname !== '/') login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!api|_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
