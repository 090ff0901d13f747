/** @jest-environment node */
// proxy.ts's pure parts: which calls maintenance stops (finding 8), which pages are gated, the
// bounded per-visitor status cache, the per-page script policy and the region rules.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageScriptPolicy } from '@/lib/cache/page-csp.mjs';
import { isStateChangingApi, pageGate, ROUTE_ALIASES, splitLocale } from '@/lib/edge/route-gates';
import { basePolicy } from '@/lib/edge/security-headers';
import { forgetVisitorStatuses, visitorStatus } from '@/lib/edge/visitor-status';
import { changeRegionRules, compileRegionRules, isRegionBlocked } from '@/platform/src/domain/region';

describe('state-changing BFF calls (maintenance 503, region 403)', () => {
  it.each([
    ['POST', '/api/session'],
    ['POST', '/api/register'],
    ['POST', '/api/session/trial'],
    ['POST', '/api/sms-code'],
    ['POST', '/api/deposit'],
    ['POST', '/api/withdraw'],
    ['PUT', '/api/funds-password'],
    ['DELETE', '/api/favorites'],
    ['GET', '/api/games/launch'],
  ])('%s %s is stopped', (method, path) => expect(isStateChangingApi(method, path)).toBe(true));

  it.each([
    ['GET', '/api/session'],
    ['GET', '/api/system/status'],
    ['DELETE', '/api/session'],
    ['POST', '/api/revalidate'],
  ])('%s %s goes on', (method, path) => expect(isStateChangingApi(method, path)).toBe(false));
});

describe('page gates', () => {
  it('splits the language prefix', () => {
    expect(splitLocale('/en/member')).toEqual({ locale: 'en', path: '/member' });
    expect(splitLocale('/member')).toEqual({ locale: 'th', path: '/member' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
  });

  it('gates agent and personal pages, not public ones', () => {
    expect(pageGate('/agentHome')).toBe('agent');
    expect(pageGate('/agentHome/registerCenter')).toBe('agent');
    expect(pageGate('/agent')).toBe('public');
    for (const path of ['/member', '/securityCenter', '/depositv2', '/withdraw', '/transactionHistory', '/vnLottery', '/seamless']) {
      expect(pageGate(path)).toBe('member');
    }
    for (const path of ['/', '/live', '/promotions', '/login', '/register', '/help']) expect(pageGate(path)).toBe('public');
  });

  it('knows the spec aliases', () => {
    expect(ROUTE_ALIASES['/index.html']).toBe('/');
    expect(ROUTE_ALIASES['/lottert']).toBe('/lottery');
    expect(ROUTE_ALIASES['/vnlottery']).toBe('/vnLottery');
    expect(ROUTE_ALIASES['/sealottery']).toBe('/seaLottery');
  });
});

describe('visitor status cache', () => {
  let server: Server;
  const asked: string[] = [];
  const blocked = new Set(['203.0.113.66']);

  beforeAll(async () => {
    server = createServer((request, response) => {
      const address = String(request.headers['x-portal-client-address'] ?? '');
      asked.push(address);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true, value: { status: blocked.has(address) ? 2 : 0, location: { ip: address } } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.WPS_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.REVALIDATE_SECRET = 'unit-secret';
  });
  afterAll(async () => {
    delete process.env.WPS_BASE_URL;
    delete process.env.REVALIDATE_SECRET;
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers each visitor for themselves and asks once per address and TTL', async () => {
    forgetVisitorStatuses();
    const [a, b] = await Promise.all([visitorStatus('203.0.113.66'), visitorStatus('198.51.100.1')]);
    expect(a.status).toBe(2);
    expect(b.status).toBe(0);
    await Promise.all([visitorStatus('203.0.113.66'), visitorStatus('203.0.113.66')]);
    expect(asked.filter((ip) => ip === '203.0.113.66')).toHaveLength(1);
    forgetVisitorStatuses();
    await visitorStatus('203.0.113.66');
    expect(asked.filter((ip) => ip === '203.0.113.66')).toHaveLength(2);
  });

  it('is open (and asks again soon) when the platform is unreachable', async () => {
    forgetVisitorStatuses();
    const saved = process.env.WPS_BASE_URL;
    process.env.WPS_BASE_URL = 'http://127.0.0.1:9';
    expect((await visitorStatus('192.0.2.200')).status).toBe(0);
    process.env.WPS_BASE_URL = saved;
  });
});

describe('content security policy', () => {
  it('hashes exactly the inline scripts of a cached page', () => {
    const html = '<html><head><script>a()</script><script src="/_next/x.js"></script><script type="application/ld+json">{}</script></head><body><script>self.__next_f.push([1,"x"])</script></body></html>';
    const policy = pageScriptPolicy(html);
    expect(policy.match(/'sha256-[^']+'/g)).toHaveLength(2);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe');
  });

  it('keeps the base policy strict where caching allows', () => {
    const https = basePolicy(true);
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", 'upgrade-insecure-requests']) {
      expect(https).toContain(part);
    }
    expect(https).not.toMatch(/http:/);
  });
});

describe('region rules (platform)', () => {
  it('blocks listed addresses, ranges and countries only', () => {
    let rules = changeRegionRules({ addresses: [], countries: [] }, '203.0.113.0/24', true)!;
    rules = changeRegionRules(rules, 'kh', true)!;
    rules = changeRegionRules(rules, '2001:db8::/32', true)!;
    const compiled = compileRegionRules(rules);
    expect(isRegionBlocked(compiled, '203.0.113.9', undefined)).toBe(true);
    expect(isRegionBlocked(compiled, '2001:db8::1', undefined)).toBe(true);
    expect(isRegionBlocked(compiled, '198.51.100.9', 'KH')).toBe(true);
    expect(isRegionBlocked(compiled, '198.51.100.9', 'TH')).toBe(false);
    expect(changeRegionRules(rules, '<script>', true)).toBeUndefined();
    expect(isRegionBlocked(compileRegionRules(changeRegionRules(rules, '203.0.113.0/24', false)), '203.0.113.9', undefined)).toBe(false);
  });
});
