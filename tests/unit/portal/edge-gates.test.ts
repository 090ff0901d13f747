/** @jest-environment node */
// proxy.ts's pure parts: which calls maintenance stops (finding 8), which pages are gated, the
// bounded per-visitor status cache, the per-page script policy and the region rules.
import { pageScriptPolicy } from '@/lib/cache/page-csp.mjs';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { config as proxyConfig } from '@/proxy';
import { isStateChangingApi, MEMBER_PAGES, pageGate, PER_REQUEST_PAGES, rendersPerRequest, ROUTE_ALIASES } from '@/lib/edge/route-gates';
import { LOCALES } from '@/lib/i18n/locales';
import { localizedPath, splitLocale } from '@/lib/i18n/locale-path';
import { basePolicy } from '@/lib/edge/security-headers';
import { forgetVisitorStatuses, visitorStatus } from '@/lib/edge/visitor-status';
import { startFakeSystemStatus, type FakeSystemStatus } from '../../support/fake-system-status';
import { changeRegionRules, compileRegionRules, isRegionBlocked } from '@/platform/src/core/http/region';

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

describe("proxy.ts's matcher (a literal, as Next requires)", () => {
  // Next's own compiler of proxy matchers (the one `next build` runs; not in its type declarations).
  const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, config: object) => { regexp: string }[] };
  const matchers = getMiddlewareMatchers(proxyConfig.matcher, {}).map((m) => new RegExp(m.regexp));
  const runsFor = (path: string) => matchers.some((re) => re.test(path));

  it('runs for the BFF and for every gated, aliased or per-request page in every language', () => {
    const gated = [...MEMBER_PAGES, '/agentHome', '/agentHome/registerCenter', ...Object.keys(ROUTE_ALIASES), ...PER_REQUEST_PAGES];
    for (const locale of LOCALES) for (const page of gated) expect([localizedPath(page, locale), runsFor(localizedPath(page, locale))]).toEqual([localizedPath(page, locale), true]);
    expect(runsFor('/api/session')).toBe(true);
    expect(runsFor('/api/games/launch')).toBe(true);
  });

  it('runs for every page too (the region gate and the locale routing), but not for Next’s files, images or files with an extension', () => {
    for (const page of ['/', '/en', '/live', '/en/live', '/zh-TW/rng', '/en/help', '/region-blocked', '/en/maintenance', '/index.html', '/en/index.html']) {
      expect([page, runsFor(page)]).toEqual([page, true]);
    }
    for (const path of ['/_next/static/chunks/a.js', '/img/banner/1.webp', '/qr/ios.svg', '/pwa/icon-192.png', '/robots.txt', '/sw.js', '/sitemap.xml']) {
      expect([path, runsFor(path)]).toEqual([path, false]);
    }
  });

  it('renders the gated, aliased and per-request pages for each request (a script nonce), and no public one', () => {
    const pages = [...MEMBER_PAGES, '/agentHome', '/agentHome/registerCenter', '/securityCenter/profile', '/lottery/anything', ...Object.keys(ROUTE_ALIASES), ...PER_REQUEST_PAGES, '/promotions/42'];
    for (const locale of ['th', 'en', 'zh-TW']) {
      for (const page of pages) expect([page, rendersPerRequest(splitLocale(localizedPath(page, locale)).path)]).toEqual([page, true]);
    }
    for (const page of ['/', '/en', '/live', '/en/live', '/zh-TW/rng', '/en/help', '/promotionsx', '/region-blocked', '/members-area', '/vipx']) {
      expect([page, rendersPerRequest(splitLocale(page).path)]).toEqual([page, false]);
    }
  });
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
  let platform: FakeSystemStatus;
  let asked: string[];

  beforeAll(async () => {
    platform = await startFakeSystemStatus(new Set(['203.0.113.66']));
    asked = platform.asked;
  });
  afterAll(() => platform.close());

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

  it('is never open for a visitor it could not ask about while the platform is unreachable (edge-visitor-status.test.ts)', async () => {
    forgetVisitorStatuses();
    const saved = process.env.WPS_BASE_URL;
    process.env.WPS_BASE_URL = 'http://127.0.0.1:9';
    expect((await visitorStatus('192.0.2.200')).status).toBe(1);
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
