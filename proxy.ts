// Next 16's proxy (formerly middleware), for every page and every BFF call (not Next's files, the
// generated images or files with an extension). In order:
//
// - Refusals before anything is read: an absolute-form target naming another host (marked by
//   lib/edge/peer-stamp.ts), a BFF body declared larger than its route takes, or chunked
//   (lib/edge/early-refusals.ts).
// - BFF (spec §2/§8): every state-changing call answers 503 `system_maintenance` during maintenance
//   and 403 `region_blocked` to a visitor the platform reports as restricted (their address or a
//   trusted CDN's country in the operator's list), from a bounded per-address cache.
// - Pages: the spec's aliases (/index, /home, /lottert, …) redirect; the region gate
//   (lib/edge/visitor-gate.ts, the same decision nginx asks app/api/edge/gate for before it serves
//   a page from its cache) rewrites a blocked visitor's page to the blocked screen with their IP,
//   never cached; agent routes send non-agents to /agent, personal-center and game pages send guests
//   to login; then next-intl's routing (Thai unprefixed, `/th/…` redirected).
// - Headers: the security headers on every answer (lib/edge/security-headers.ts); a page rendered
//   for this request gets a fresh script nonce (Next's documented way: the policy on the request,
//   which Next reads the nonce from, and on the answer). Cached guest pages keep the base policy,
//   to which the page cache adds the hashes of their inline scripts.
import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { SYSTEM_STATUS } from '@/contract/system';
import { targetRefused } from '@/lib/edge/client-address';
import { BAD_TARGET, bodyRefusal, type Refusal } from '@/lib/edge/early-refusals';
import { isStateChangingApi, pageGate, rendersPerRequest, ROUTE_ALIASES, SCREEN_PAGES, VISITOR_IP_HEADER, BLOCKED_PAGE } from '@/lib/edge/route-gates';
import { safeRedirectPath } from '@/lib/edge/safe-redirect';
import { newNonce, personalPagePolicy, securityHeaders } from '@/lib/edge/security-headers';
import { peekSession, SESSION_COOKIE } from '@/lib/edge/session-peek';
import { visitorGate } from '@/lib/edge/visitor-gate';
import { routing } from '@/lib/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/i18n/locale-path';

export const config = {
  // Every page and BFF call; not Next's files, the generated images, QR codes and app icons, or any
  // path with a dot (robots.txt, sw.js, …) but the spec's /index.html alias. A literal, as Next
  // requires; tests/unit/portal/edge-gates.test.ts checks what it covers.
  matcher: ['/api/:path*', '/((?!api/|_next/|img/|qr/|pwa/)(?!.*\\.).*)', '/index.html', '/:locale/index.html'],
};

const handleI18nRouting = createMiddleware(routing);

function withSecurityHeaders(response: NextResponse, scriptPolicy?: string): NextResponse {
  for (const [name, value] of securityHeaders()) response.headers.set(name, value);
  if (scriptPolicy) response.headers.set('Content-Security-Policy', scriptPolicy);
  return response;
}

function refusal({ status, code, message }: Refusal, extra: Record<string, unknown> = {}): NextResponse {
  return withSecurityHeaders(
    NextResponse.json(
      { error: { code, message, ...extra } },
      { status, headers: { 'Cache-Control': 'private, no-store', ...(status === 503 ? { 'Retry-After': '60' } : {}) } },
    ),
  );
}

async function gateApi(request: NextRequest, path: string): Promise<NextResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const tooLarge = bodyRefusal(path, request.headers);
    if (tooLarge) return refusal(tooLarge);
  }
  if (!isStateChangingApi(request.method, path)) return withSecurityHeaders(NextResponse.next());
  const { status, address } = await visitorGate(request.headers);
  if (status === SYSTEM_STATUS.maintenance) {
    return refusal({ status: 503, code: 'system_maintenance', message: 'The site is under maintenance' }, { systemStatus: SYSTEM_STATUS.maintenance });
  }
  if (status === SYSTEM_STATUS.regionBlocked) {
    return refusal({ status: 403, code: 'region_blocked', message: 'Access restricted' }, { systemStatus: SYSTEM_STATUS.regionBlocked, ip: address ?? null });
  }
  return withSecurityHeaders(NextResponse.next());
}

function redirect(request: NextRequest, path: string, status = 307): NextResponse {
  const target = new URL(safeRedirectPath(path) ?? '/', request.nextUrl);
  return withSecurityHeaders(NextResponse.redirect(target, { status, headers: { 'Cache-Control': 'private, no-store' } }));
}

/** The blocked screen in the visitor's language, with their IP, for this request only (never a shared copy). */
function blockedScreen(request: NextRequest, locale: string, address: string | undefined): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(VISITOR_IP_HEADER, address ?? '');
  const response = NextResponse.rewrite(new URL(`/${locale}${BLOCKED_PAGE}`, request.nextUrl), { request: { headers } });
  response.headers.set('Cache-Control', 'private, no-store');
  return withSecurityHeaders(response);
}

async function gatePage(request: NextRequest, pathname: string): Promise<NextResponse> {
  const { locale, path } = splitLocale(pathname);
  const alias = ROUTE_ALIASES[path];
  if (alias) return redirect(request, localizedPath(alias, locale) + request.nextUrl.search, 308);

  if (!SCREEN_PAGES.has(path)) {
    const { verdict, address } = await visitorGate(request.headers);
    if (verdict === 'blocked') return blockedScreen(request, locale, address);
  }

  const gate = pageGate(path);
  if (gate !== 'public') {
    const session = await peekSession(request.cookies.get(SESSION_COOKIE)?.value);
    if (gate === 'agent' && !session.isAgent) return redirect(request, localizedPath('/agent', locale));
    if (gate === 'member' && !session.loggedIn) {
      return redirect(request, `${localizedPath('/login', locale)}?next=${encodeURIComponent(path + request.nextUrl.search)}`);
    }
  }

  // Only this proxy names the visitor's IP to the blocked screen.
  const headers = new Headers(request.headers);
  headers.delete(VISITOR_IP_HEADER);
  const policy = rendersPerRequest(path) ? personalPagePolicy(newNonce()) : undefined;
  if (policy) headers.set('Content-Security-Policy', policy);
  return withSecurityHeaders(permanentLocaleRedirect(request, handleI18nRouting(new NextRequest(request, { headers }))), policy);
}

/**
 * next-intl redirects a Thai-prefixed address (`/th/live`) to the unprefixed one with a 307; the
 * address has moved for good (308), and the Location stays a path on this site.
 */
function permanentLocaleRedirect(request: NextRequest, response: NextResponse): NextResponse {
  const location = response.headers.get('location');
  if (response.status !== 307 || !location) return response;
  // next-intl may answer with a path or a whole URL: only its path and query are kept, on this site.
  const target = new URL(location, request.nextUrl);
  return redirect(request, target.pathname + target.search, 308);
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (targetRefused(request.headers)) return refusal(BAD_TARGET);
  const { pathname } = request.nextUrl;
  if (pathname === '/api' || pathname.startsWith('/api/')) return gateApi(request, pathname);
  return gatePage(request, pathname);
}
