/** @jest-environment node */
// The per-visitor part of every page request, before Next (lib/edge/page-region-gate.ts, called from
// instrumentation-node.ts): the blocked visitor's page becomes the blocked screen with their IP,
// never cached; anybody else's request reaches Next unchanged but for the Thai page's `[locale]`
// segment; a Thai-prefixed address is redirected before Next; the IP header can't be forged; the
// security headers go on every answer.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { installPeerToken, PEER_HEADER } from '@/lib/edge/client-address';
import { ANSWERED, BLOCKED_PAGE, gatePageRequest, VISITOR_IP_HEADER } from '@/lib/edge/page-region-gate';
import { forgetVisitorStatuses } from '@/lib/edge/visitor-status';
import { startFakeSystemStatus, type FakeSystemStatus } from '../../support/fake-system-status';

const BLOCKED = '203.0.113.77';
const token = installPeerToken('gate-test-token');
let platform: FakeSystemStatus;
let asked: string[];

beforeAll(async () => {
  platform = await startFakeSystemStatus(new Set([BLOCKED]));
  asked = platform.asked;
});
afterAll(() => platform.close());

beforeEach(() => forgetVisitorStatuses());

/** A request as Node hands it over, from `address` (the stamp instrumentation-node.ts puts first). */
function requestFrom(address: string, method: string, url: string, headers: Record<string, string> = {}) {
  const request = new IncomingMessage(new Socket());
  request.method = method;
  request.url = url;
  request.headers = { ...headers, [PEER_HEADER]: `${token} ${address}` };
  const response = new ServerResponse(request);
  return { request, response };
}

async function gate(address: string, method: string, url: string, headers?: Record<string, string>) {
  const { request, response } = requestFrom(address, method, url, headers);
  await gatePageRequest(request, response);
  return { request, response };
}

describe('the region gate of pages', () => {
  it('sends the blocked visitor to the blocked screen with their IP, in their language, never cached', async () => {
    for (const [url, target] of [['/', `/th${BLOCKED_PAGE}`], ['/live?x=1', `/th${BLOCKED_PAGE}`], ['/en/live', `/en${BLOCKED_PAGE}`], ['/zh-TW/member', `/zh-TW${BLOCKED_PAGE}`]]) {
      const { request, response } = await gate(BLOCKED, 'GET', url);
      expect([url, request.url]).toEqual([url, target]);
      expect(request.headers[VISITOR_IP_HEADER]).toBe(BLOCKED);
      expect(response.getHeader('cache-control')).toBe('private, no-store');
    }
  });

  it('leaves everybody else untouched (the shared cached page), asking the platform once per address', async () => {
    const other = '198.51.100.20';
    asked.length = 0;
    for (const [url, inside] of [['/', '/th'], ['/live?x=1', '/th/live?x=1'], ['/en/live', '/en/live'], ['/en/live', '/en/live']]) {
      const { request, response } = await gate(other, 'GET', url);
      expect(request.url).toBe(inside);
      expect(request.headers[VISITOR_IP_HEADER]).toBeUndefined();
      expect(response.getHeader('cache-control')).toBeUndefined();
    }
    expect(asked.filter((ip) => ip === other)).toHaveLength(1);
  });

  it('refuses dot segments, raw or encoded, before Next resolves them past the gates (400)', () => {
    for (const url of ['/%2e%2e/api/session', '/%2E%2e/%2e%2e/api/session', '/th/%2e%2e/api/deposit', '/x/../api/session', '/./live', '/en/%2e/live?x=1']) {
      const { request, response } = requestFrom('198.51.100.24', 'POST', url);
      expect(gatePageRequest(request, response)).toBe(ANSWERED);
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
    for (const url of ['/.well-known/security.txt', '/en/live', '/api/session', '/img/a..b.webp']) {
      const { request, response } = requestFrom('198.51.100.24', 'GET', url);
      expect(gatePageRequest(request, response)).not.toBe(ANSWERED);
    }
  });

  it('redirects a Thai-prefixed or slash-ended page address (308) before Next, keeping the query', () => {
    for (const [url, location] of [['/th', '/'], ['/th/live?x=1', '/live?x=1'], ['/th/', '/'], ['/live/', '/live'], ['/member/deposit/?a=b', '/member/deposit?a=b'],
      // Never to another site (finding 4): `//host` or `/\host` in a Location is another origin.
      ['/th//evil-example', '/evil-example'], ['/th/\\evil-example/x', '/evil-example/x'], ['//evil-example/', '/evil-example'], ['/\\evil-example/', '/evil-example']]) {
      const { request, response } = requestFrom('198.51.100.23', 'GET', url);
      expect(gatePageRequest(request, response)).toBe(ANSWERED);
      expect([url, response.statusCode, response.getHeader('location')]).toEqual([url, 308, location]);
    }
  });

  it('drops a visitor IP header sent by the browser; only the blocked page gets one, set here', async () => {
    const forged = await gate('198.51.100.21', 'GET', '/en/live', { [VISITOR_IP_HEADER]: '<script>alert(1)</script>' });
    expect(forged.request.headers[VISITOR_IP_HEADER]).toBeUndefined();
    const direct = await gate('198.51.100.21', 'GET', `/en${BLOCKED_PAGE}`, { [VISITOR_IP_HEADER]: '6.6.6.6' });
    expect(direct.request.headers[VISITOR_IP_HEADER]).toBe('198.51.100.21');
  });

  it('does not gate the BFF (proxy.ts answers it), Next files or other methods, and asks nothing for them', async () => {
    asked.length = 0;
    for (const [method, url, inside] of [['POST', '/api/session'], ['GET', '/api/session'], ['GET', '/_next/static/chunks/a.js'], ['GET', '/img/games/x.webp'], ['GET', '/robots.txt'], ['GET', '/th/sw.js'], ['POST', '/en/live'], ['POST', '/live', '/th/live']]) {
      const { request, response } = requestFrom(BLOCKED, method, url);
      expect(gatePageRequest(request, response)).toBeUndefined();
      expect(request.url).toBe(inside ?? url);
    }
    expect(asked).toEqual([]);
  });

  it('puts the security headers on every answer', async () => {
    for (const url of ['/en/live', '/api/session', '/_next/static/chunks/a.js']) {
      const { response } = await gate('198.51.100.22', 'GET', url);
      expect(response.getHeader('content-security-policy')).toContain("object-src 'none'");
      expect(response.getHeader('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.getHeader('x-content-type-options')).toBe('nosniff');
    }
  });
});
