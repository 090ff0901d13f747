// The per-visitor part of every page request, done on Node's request event before Next sees it
// (instrumentation-node.ts): the security headers, the locale routing (lib/i18n/locale-rewrites.ts),
// a cached page sent as its UTF-8 bytes (lib/cache/page-bytes.mjs), and the region gate — a visitor
// the platform reports as restricted gets the blocked screen with their IP on every page, never
// cached or shared, while everybody else gets the one shared cached copy, sent from here when Next
// would send it unchanged (lib/cache/page-replay.mjs).
//
// Why not in proxy.ts: Next runs a proxy through its middleware adapter (a web Request and Response
// built per request, headers copied both ways), and that alone — an empty proxy returning
// NextResponse.next() — cost a third of a cached page's throughput (`npm run bench`, 2026-11-25:
// /en/live 1,515 req/s without a proxy, about 1,000 with an empty one). Here it is a header lookup
// and a Map hit per request. proxy.ts keeps what needs a session or answers instead of a page: the
// BFF's maintenance and region refusals, the personal and agent gates, the spec's aliases.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { SYSTEM_STATUS } from '@/contract/system';
import { sendPageBytes } from '@/lib/cache/page-bytes.mjs';
import { markReplayable, replayPage } from '@/lib/cache/page-replay.mjs';
import { localizedPath } from '@/lib/i18n/locale-path';
import { NOT_PAGES, routeLocale } from '@/lib/i18n/locale-rewrites';
import { visitorOf } from './client-address';
import { proxyDecidesPage, splitLocale } from './route-gates';
import { securityHeaders } from './security-headers';
import { visitorStatus, type VisitorStatus } from './visitor-status';

/** The header the blocked page reads the visitor's IP from (set here only; a browser's is dropped). */
export const VISITOR_IP_HEADER = 'x-portal-visitor-ip';
export const BLOCKED_PAGE = '/region-blocked';

/** Not pages: the BFF, Next's files, generated images and QR codes (as the locale rewrite skips them), and any path with a file extension. */
const NOT_A_PAGE = new RegExp(`^/(?:${NOT_PAGES.join('|')})(?:/|$)|\\.[^/]*$`);

const headerView = (headers: IncomingHttpHeaders): Pick<Headers, 'get'> => ({
  get(name: string) {
    const value = headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  },
});

function showBlockedPage(request: IncomingMessage, response: ServerResponse, locale: string, address: string | undefined): void {
  request.headers[VISITOR_IP_HEADER] = address ?? '';
  request.url = localizedPath(BLOCKED_PAGE, locale);
  response.setHeader('Cache-Control', 'private, no-store');
}

/** The request's URL inside the server once it has changed: a Thai page's gets its `[locale]` segment (locale-rewrites.ts). */
function localize(request: IncomingMessage): void {
  const route = routeLocale(request.url ?? '/');
  if (route && 'rewrite' in route) request.url = route.rewrite;
}

/**
 * A `.` or `..` path segment, raw or percent-encoded. Browsers resolve them before sending; Next
 * resolves encoded ones only after the gates have matched the path, so `/%2e%2e/api/…` reached the
 * BFF's handlers past proxy.ts's `/api` matcher. No real page or call has one.
 */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * A page answered with an error status (a 404 for a made-up path) is never cacheable, whatever
 * the route's revalidate says: a shared cache in front would keep one copy per made-up path.
 */
export function neverCacheErrors(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status >= 400) {
      this.setHeader('Cache-Control', 'private, no-store');
      const headers = rest.find((item) => item !== null && typeof item === 'object') as Record<string, unknown> | undefined;
      for (const name of Object.keys(headers ?? {})) if (name.toLowerCase() === 'cache-control') headers![name] = 'private, no-store';
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
}

/** What gatePageRequest returns when it has answered the request itself (a redirect, a refusal). */
export const ANSWERED = 'answered';

type Gated = void | typeof ANSWERED;

/**
 * Gates one request: done when it returns, or when its promise settles (a visitor whose status is
 * not cached yet: one platform call per address and a few seconds, shared by concurrent requests);
 * ANSWERED when it sent the answer itself and Next must not see the request: a redirect, a
 * refusal, or a cached page Next would send unchanged (lib/cache/page-replay.mjs).
 */
export function gatePageRequest(request: IncomingMessage, response: ServerResponse): Gated | Promise<Gated> {
  delete request.headers[VISITOR_IP_HEADER];
  for (const [name, value] of securityHeaders()) response.setHeader(name, value);
  const url = request.url ?? '/';
  const pathname = url.split('?', 1)[0];
  if (DOT_SEGMENT.test(pathname)) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Bad request');
    return ANSWERED;
  }
  const route = routeLocale(url);
  if (route && 'redirect' in route) {
    response.writeHead(308, { Location: route.redirect }).end();
    return ANSWERED;
  }
  const applyLocaleRoute = () => {
    if (route) request.url = route.rewrite;
  };
  if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_A_PAGE.test(pathname)) return applyLocaleRoute();
  sendPageBytes(response);
  neverCacheErrors(response);
  const { locale, path } = splitLocale(pathname);
  const { address, country } = visitorOf(headerView(request.headers));
  // Maintenance, the operator's or the safe answer for a visitor the platform did not answer for
  // (visitor-status.ts), is the page's own to show: its layout reads the status with the page.
  const decide = (status: VisitorStatus): Gated => {
    if (status.status === SYSTEM_STATUS.regionBlocked || path === BLOCKED_PAGE) {
      showBlockedPage(request, response, locale, address);
      return localize(request);
    }
    applyLocaleRoute();
    // A page proxy.ts gates or aliases is decided per visitor there (a session, the alias): never sent again from here.
    if (proxyDecidesPage(path)) return;
    markReplayable(request, response);
    if (replayPage(request, response)) return ANSWERED;
  };
  if (!address) return decide({ status: SYSTEM_STATUS.open });
  const status = visitorStatus(address, country);
  if (status instanceof Promise) return status.then(decide);
  return decide(status);
}
