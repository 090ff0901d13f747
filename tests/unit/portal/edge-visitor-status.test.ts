/** @jest-environment node */
// The visitor status cache when the platform's status call is slow or fails (issue 27): the last
// known status of that visitor stands, never "open"; a visitor never answered for gets the safe
// answer (maintenance: refused for now, asked again soon). Both gates read it: proxy.ts refuses the
// blocked visitor's bets and keeps showing them the blocked screen (lib/edge/visitor-gate.ts).
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { SYSTEM_STATUS } from '@/contract/system';
import { installPeerToken, PEER_HEADER } from '@/lib/edge/client-address';
import { BLOCKED_PAGE } from '@/lib/edge/route-gates';
import { forgetVisitorStatuses, visitorStatus } from '@/lib/edge/visitor-status';
import { proxy } from '@/proxy';

const BLOCKED = '203.0.113.90';
const OTHER = '198.51.100.90';
const token = installPeerToken('visitor-status-test-token');

type Behaviour = 'answer' | 'fail' | 'slow' | 'garbage';
let behaviour: Behaviour = 'answer';
let blocked = new Set([BLOCKED]);
const asked: string[] = [];

const server = setupServer(
  http.get('http://platform.test/wps/system/status', async ({ request }) => {
    const address = request.headers.get('x-portal-client-address') ?? '';
    asked.push(address);
    if (behaviour === 'fail') return HttpResponse.error();
    // Longer than the portal waits: its call times out and is aborted.
    if (behaviour === 'slow') await delay('infinite');
    if (behaviour === 'garbage') return HttpResponse.json({ success: false, code: 'internal_error' }, { status: 500 });
    return HttpResponse.json({ success: true, value: { status: blocked.has(address) ? SYSTEM_STATUS.regionBlocked : SYSTEM_STATUS.open, location: { ip: address } } });
  }),
);

beforeAll(() => {
  process.env.WPS_BASE_URL = 'http://platform.test';
  process.env.REVALIDATE_SECRET = 'unit-secret';
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
  delete process.env.WPS_BASE_URL;
  delete process.env.REVALIDATE_SECRET;
});
beforeEach(() => {
  behaviour = 'answer';
  blocked = new Set([BLOCKED]);
  asked.length = 0;
  forgetVisitorStatuses();
});

/** Past the cache's time to live: the next read asks the platform again. */
let later = Date.now();
const expired = () => (later += 60_000);
const statusOf = async (address: string, now = expired()) => (await visitorStatus(address, undefined, now)).status;

describe('the last known status when the platform does not answer', () => {
  it.each<Behaviour>(['fail', 'slow', 'garbage'])('a blocked visitor stays blocked when the status call is %s', async (failure) => {
    expect(await statusOf(BLOCKED)).toBe(SYSTEM_STATUS.regionBlocked);
    behaviour = failure;
    expect(await statusOf(BLOCKED)).toBe(SYSTEM_STATUS.regionBlocked);
    expect(asked).toEqual([BLOCKED, BLOCKED]);
  });

  it('an open visitor stays open, and a change the platform answers later applies', async () => {
    expect(await statusOf(OTHER)).toBe(SYSTEM_STATUS.open);
    behaviour = 'fail';
    expect(await statusOf(OTHER)).toBe(SYSTEM_STATUS.open);
    behaviour = 'answer';
    blocked = new Set([OTHER]);
    expect(await statusOf(OTHER)).toBe(SYSTEM_STATUS.regionBlocked);
    blocked = new Set();
    expect(await statusOf(OTHER)).toBe(SYSTEM_STATUS.open);
  });

  it('a visitor never answered for gets the safe answer (maintenance), never open, and is asked again', async () => {
    behaviour = 'fail';
    expect(await statusOf('192.0.2.91')).toBe(SYSTEM_STATUS.maintenance);
    behaviour = 'answer';
    expect(await statusOf('192.0.2.91')).toBe(SYSTEM_STATUS.open);
  });

  it('after an operator change nothing earlier is trusted: a visitor not answered since gets the safe answer', async () => {
    expect(await statusOf(OTHER)).toBe(SYSTEM_STATUS.open);
    forgetVisitorStatuses();
    behaviour = 'fail';
    expect(await statusOf(OTHER)).toBe(SYSTEM_STATUS.maintenance);
  });

  it('keeps the most recently used visitors when full (least recently used go first)', async () => {
    expect(await statusOf(BLOCKED)).toBe(SYSTEM_STATUS.regionBlocked);
    // Ten thousand other visitors, the blocked one read in between (a hit keeps it recent).
    const now = expired();
    for (let i = 0; i < 10_000; i++) {
      if (i % 1000 === 0) await visitorStatus(BLOCKED, undefined, now);
      await visitorStatus(`10.${(i >> 8) & 255}.${i & 255}.1`, undefined, now);
    }
    behaviour = 'fail';
    expect(await statusOf(BLOCKED)).toBe(SYSTEM_STATUS.regionBlocked);
  });
});

/** A request to proxy.ts from `address`, as lib/edge/peer-stamp.ts stamps it. */
const proxyRequest = (address: string, method: string, path: string) =>
  new NextRequest(`http://portal.test${path}`, { method, headers: { [PEER_HEADER]: `${token} ${address}`, 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });

/** The platform answered for `address` a minute ago: the entry is stale now, the next request asks again. */
const answeredAMinuteAgo = (address: string) => visitorStatus(address, undefined, Date.now() - 60_000);

describe('the gates read it', () => {
  it("proxy.ts refuses the blocked visitor's bet (403) while the status call is slow, and an unknown visitor's (503)", async () => {
    expect((await answeredAMinuteAgo(BLOCKED)).status).toBe(SYSTEM_STATUS.regionBlocked);
    behaviour = 'slow';
    const refused = await proxy(proxyRequest(BLOCKED, 'POST', '/api/live/baccarat/bet'));
    expect(asked).toEqual([BLOCKED, BLOCKED]);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('region_blocked');

    behaviour = 'fail';
    const unknown = await proxy(proxyRequest('192.0.2.92', 'POST', '/api/lottery/bet'));
    expect(unknown.status).toBe(503);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('system_maintenance');
  });

  it('proxy.ts keeps showing the blocked visitor the blocked screen while the status call fails', async () => {
    expect((await answeredAMinuteAgo(BLOCKED)).status).toBe(SYSTEM_STATUS.regionBlocked);
    behaviour = 'fail';
    const page = await proxy(proxyRequest(BLOCKED, 'GET', '/en/live'));
    expect(asked).toEqual([BLOCKED, BLOCKED]);
    expect(new URL(page.headers.get('x-middleware-rewrite')!).pathname).toBe(`/en${BLOCKED_PAGE}`);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });
});
