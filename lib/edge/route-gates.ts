// Which requests proxy.ts gates, and how: pure rules on method and path, unit-tested.

/** Personal-center and game pages: a guest goes to the login modal first (spec §2). */
export const MEMBER_PAGES: ReadonlySet<string> = new Set([
  '/member', '/securityCenter', '/transferFund', '/depositv2', '/withdraw', '/withdrawRecords', '/transferUpline',
  '/personalHistoryCopy', '/transactionHistory', '/personalProfit', '/bonusDetails', '/rewardCenter', '/referral',
  '/missionLeaderboard', '/manualRebate', '/messageV2', '/bankCard', '/seamless', '/lottery', '/seaLottery', '/vnLottery',
]);

/**
 * Pages a guest may see that are still rendered for each request (they read the session): no shared
 * cached copy exists, so proxy.ts gives them a per-request script nonce as it does the gated pages
 * (lib/edge/security-headers.ts). Every page that sets `dynamic = 'force-dynamic'` is here or gated
 * (tests/unit/portal/edge-csp-nonce.test.ts checks), but the screens (SCREEN_PAGES).
 */
export const PER_REQUEST_PAGES: ReadonlySet<string> = new Set(['/promotions', '/pointMall', '/vip', '/voucherReport', '/baccarat', '/dragonTiger', '/roulette', '/sicBo', '/eventBoard']);

/** Spec §2 aliases, answered with a redirect to the page they name. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/index': '/',
  '/index.html': '/',
  '/home': '/',
  '/lottert': '/lottery',
  '/vnlottery': '/vnLottery',
  '/sealottery': '/seaLottery',
};

/**
 * BFF calls that change state or start play, stopped during maintenance (503) and for a blocked
 * region (403): every POST/PUT/PATCH/DELETE but the platform's signed revalidation hook and logout,
 * plus the game launch (a GET that opens a vendor session).
 */
export function isStateChangingApi(method: string, path: string): boolean {
  if (path === '/api/revalidate') return false;
  if (method === 'DELETE' && path === '/api/session') return false;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return path === '/api/games/launch';
  return true;
}

export type PageGate = 'agent' | 'member' | 'public';


/** The blocked screen proxy.ts rewrites a blocked visitor's page to (app/[locale]/region-blocked). */
export const BLOCKED_PAGE = '/region-blocked';
/** The maintenance screen nginx shows on the gate's 503 (app/[locale]/maintenance). */
export const MAINTENANCE_PAGE = '/maintenance';
/** The screens themselves: never gated (nginx fetches them for the visitors the gate turned away). */
export const SCREEN_PAGES: ReadonlySet<string> = new Set([BLOCKED_PAGE, MAINTENANCE_PAGE]);
/** The header the blocked screen reads the visitor's IP from (set by proxy.ts only; a browser's is dropped). */
export const VISITOR_IP_HEADER = 'x-portal-visitor-ip';

/**
 * Whether a page is rendered for each request (a gate, an alias or a page that reads the session,
 * sub-paths included): proxy.ts gives it a fresh script nonce; every other page is one shared copy.
 */
export function rendersPerRequest(path: string): boolean {
  const section = `/${path.split('/', 2)[1] ?? ''}`;
  return path in ROUTE_ALIASES || PER_REQUEST_PAGES.has(section) || pageGate(section) !== 'public';
}

export function pageGate(path: string): PageGate {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (bare === '/agentHome' || bare.startsWith('/agentHome/')) return 'agent';
  return MEMBER_PAGES.has(bare) ? 'member' : 'public';
}
