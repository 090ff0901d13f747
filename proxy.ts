// Next 16's proxy (formerly middleware): runs before any page renders or any BFF route handles.
// It stays cheap on cached public pages — header arithmetic, a cookie only on gated routes, and the
// visitor's status from a bounded per-address cache (one platform call per address and TTL) — so
// those pages remain one shared cached copy for everybody (nothing per visitor is put in them).
//
// - Region (spec §2/§8): a visitor the platform reports as restricted (their address or a trusted
//   CDN's country in the operator's list) gets the blocked screen with their IP on every page, and
//   403 from every state-changing BFF call; everybody else gets the normal cached page.
// - Maintenance: the layout shows the screen (shared, revalidated on a change); every BFF call
//   that changes state (login, register, launch, money) answers 503 `system_maintenance`.
// - Agent routes: non-agents go to /agent. Personal-center and game pages: guests go to login.
// - Spec aliases (/index, /home, /lottert, …) redirect; security headers on every answer.
import { NextResponse, type NextRequest } from 'next/server';
import { SYSTEM_STATUS } from '@/contract/system';
import { visitorOf } from '@/lib/edge/client-address';
import { isStateChangingApi, pageGate, ROUTE_ALIASES, splitLocale } from '@/lib/edge/route-gates';
import { safeRedirectPath } from '@/lib/edge/safe-redirect';
import { securityHeaders } from '@/lib/edge/security-headers';
import { peekSession, SESSION_COOKIE } from '@/lib/edge/session-peek';
import { visitorStatus, type VisitorStatus } from '@/lib/edge/visitor-status';
import { localizedPath } from '@/lib/i18n/locale-path';

/** The header the blocked page reads the visitor's IP from (set here only; a browser's is dropped). */
export const VISITOR_IP_HEADER = 'x-portal-visitor-ip';
const BLOCKED_PAGE = '/region-blocked';

export const config = {
  // Not static files: /_next/static, images, icons, robots and the sitemap carry no per-visitor gate.
  matcher: ['/((?!_next/static|_next/image|img/|qr/|favicon|icon\\.svg|robots\\.txt|sitemap\\.xml|opengraph-image).*)'],
};

function withHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of securityHeaders()) response.headers.set(name, value);
  return response;
}

function apiRefusal(status: 403 | 503, code: string, message: string, extra: Record<string, unknown> = {}) {
  return withHeaders(
    NextResponse.json(
      { error: { code, message, ...extra } },
      { status, headers: { 'Cache-Control': 'private, no-store', ...(status === 503 ? { 'Retry-After': '60' } : {}) } },
    ),
  );
}

async function statusFor(request: NextRequest): Promise<{ address?: string; status: VisitorStatus }> {
  const { address, country } = visitorOf(request.headers);
  if (!address) return { status: { status: SYSTEM_STATUS.open } };
  return { address, status: await visitorStatus(address, country) };
}

async function gateApi(request: NextRequest, path: string): Promise<NextResponse> {
  if (!isStateChangingApi(request.method, path)) return withHeaders(NextResponse.next());
  const { address, status } = await statusFor(request);
  if (status.status === SYSTEM_STATUS.maintenance) {
    return apiRefusal(503, 'system_maintenance', 'The site is under maintenance', { systemStatus: SYSTEM_STATUS.maintenance });
  }
  if (status.status === SYSTEM_STATUS.regionBlocked) {
    return apiRefusal(403, 'region_blocked', 'Access restricted', { systemStatus: SYSTEM_STATUS.regionBlocked, ip: address ?? null });
  }
  return withHeaders(NextResponse.next());
}

function redirect(request: NextRequest, path: string, status = 307): NextResponse {
  const target = new URL(safeRedirectPath(path) ?? '/', request.nextUrl);
  return withHeaders(NextResponse.redirect(target, { status, headers: { 'Cache-Control': 'private, no-store' } }));
}

async function gatePage(request: NextRequest, pathname: string): Promise<NextResponse> {
  const { locale, path } = splitLocale(pathname);
  const alias = ROUTE_ALIASES[path];
  if (alias) return redirect(request, localizedPath(alias, locale) + request.nextUrl.search, 308);

  const gate = pageGate(path);
  if (gate !== 'public') {
    const session = await peekSession(request.cookies.get(SESSION_COOKIE)?.value);
    if (gate === 'agent' && !session.isAgent) return redirect(request, localizedPath('/agent', locale));
    if (gate === 'member' && !session.loggedIn) {
      return redirect(request, `${localizedPath('/login', locale)}?next=${encodeURIComponent(path + request.nextUrl.search)}`);
    }
  }

  // The blocked screen only ever comes from here (never cached, never shared).
  const forwarded = new Headers(request.headers);
  forwarded.delete(VISITOR_IP_HEADER);
  const { address, status } = await statusFor(request);
  if (status.status === SYSTEM_STATUS.regionBlocked || path === BLOCKED_PAGE) {
    forwarded.set(VISITOR_IP_HEADER, address ?? '');
    // Thai unprefixed: Next's locale rewrite (lib/i18n/locale-rewrites.ts) runs after the proxy.
    const target = new URL(localizedPath(BLOCKED_PAGE, locale), request.nextUrl);
    const response = NextResponse.rewrite(target, { request: { headers: forwarded } });
    response.headers.set('Cache-Control', 'private, no-store');
    return withHeaders(response);
  }
  return withHeaders(request.headers.has(VISITOR_IP_HEADER) ? NextResponse.next({ request: { headers: forwarded } }) : NextResponse.next());
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) return gateApi(request, pathname);
  if (pathname.startsWith('/_next/')) return NextResponse.next();
  return gatePage(request, pathname);
}
