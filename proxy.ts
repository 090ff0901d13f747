// Next 16's proxy (formerly middleware): runs before the BFF handles a call and before a gated page
// renders. What every page request needs per visitor — the region gate and the security headers —
// happens earlier and cheaper, on Node's request event (lib/edge/page-region-gate.ts, which says why:
// running any proxy cost a third of a cached page's throughput), so the matcher below leaves public
// pages alone and they stay one shared cached copy for everybody.
//
// - BFF (spec §2/§8): every state-changing call answers 503 `system_maintenance` during maintenance
//   and 403 `region_blocked` to a visitor the platform reports as restricted (their address or a
//   trusted CDN's country in the operator's list), from a bounded per-address cache.
// - Agent routes: non-agents go to /agent. Personal-center and game pages: guests go to login.
// - Spec aliases (/index, /home, /lottert, …) redirect.
// - Every page it lets through is rendered for this request: it gets a fresh script nonce (Next's
//   documented way: the policy on the request, which Next reads the nonce from, and on the answer).
import { NextResponse, type NextRequest } from 'next/server';
import { SYSTEM_STATUS } from '@/contract/system';
import { visitorOf } from '@/lib/edge/client-address';
import { isStateChangingApi, pageGate, ROUTE_ALIASES, splitLocale } from '@/lib/edge/route-gates';
import { safeRedirectPath } from '@/lib/edge/safe-redirect';
import { newNonce, personalPagePolicy } from '@/lib/edge/security-headers';
import { peekSession, SESSION_COOKIE } from '@/lib/edge/session-peek';
import { visitorStatus, type VisitorStatus } from '@/lib/edge/visitor-status';
import { localizedPath } from '@/lib/i18n/locale-path';

export const config = {
  // The BFF, and the pages route-gates.ts gates, aliases or renders per request (MEMBER_PAGES,
  // /agentHome, ROUTE_ALIASES, PER_REQUEST_PAGES), in any language (an optional first segment; a
  // non-locale one is simply let through).
  // A literal, as Next requires; tests/unit/portal/edge-gates.test.ts checks it against those lists.
  matcher: [
    '/api/:path*',
    '/((?:[a-zA-Z]{2,3}(?:-[a-zA-Z]{2})?/)?(?:member|securityCenter|transferFund|depositv2|withdraw|withdrawRecords|transferUpline|personalHistoryCopy|transactionHistory|personalProfit|bonusDetails|rewardCenter|referral|missionLeaderboard|manualRebate|messageV2|bankCard|seamless|lottery|seaLottery|vnLottery|agentHome|promotions|pointMall|vip|voucherReport|baccarat|dragonTiger|roulette|sicBo|eventBoard|index|index\\.html|home|lottert|vnlottery|sealottery)(?:/.*)?)',
  ],
};

function apiRefusal(status: 403 | 503, code: string, message: string, extra: Record<string, unknown> = {}) {
  return NextResponse.json(
    { error: { code, message, ...extra } },
    { status, headers: { 'Cache-Control': 'private, no-store', ...(status === 503 ? { 'Retry-After': '60' } : {}) } },
  );
}

async function statusFor(request: NextRequest): Promise<{ address?: string; status: VisitorStatus }> {
  const { address, country } = visitorOf(request.headers);
  if (!address) return { status: { status: SYSTEM_STATUS.open } };
  return { address, status: await visitorStatus(address, country) };
}

async function gateApi(request: NextRequest, path: string): Promise<NextResponse> {
  if (!isStateChangingApi(request.method, path)) return NextResponse.next();
  const { address, status } = await statusFor(request);
  if (status.status === SYSTEM_STATUS.maintenance) {
    return apiRefusal(503, 'system_maintenance', 'The site is under maintenance', { systemStatus: SYSTEM_STATUS.maintenance });
  }
  if (status.status === SYSTEM_STATUS.regionBlocked) {
    return apiRefusal(403, 'region_blocked', 'Access restricted', { systemStatus: SYSTEM_STATUS.regionBlocked, ip: address ?? null });
  }
  return NextResponse.next();
}

function redirect(request: NextRequest, path: string, status = 307): NextResponse {
  const target = new URL(safeRedirectPath(path) ?? '/', request.nextUrl);
  return NextResponse.redirect(target, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

/** Lets a page rendered for this request through with its own script nonce. */
function withScriptNonce(request: NextRequest): NextResponse {
  const policy = personalPagePolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
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
  return withScriptNonce(request);
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) return gateApi(request, pathname);
  if (pathname.startsWith('/_next/')) return NextResponse.next();
  return gatePage(request, pathname);
}
