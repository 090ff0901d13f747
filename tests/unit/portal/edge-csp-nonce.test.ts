/** @jest-environment node */
// Issue 27, finding 1: a page rendered for one request (personal, agent, game pages and the guest
// pages that read the session) runs its scripts by a fresh nonce with 'strict-dynamic', never by
// 'unsafe-inline'; cached guest pages keep the policy that works without a nonce.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { basePolicy } from '@/lib/edge/security-headers';
import { SESSION_COOKIE } from '@/lib/edge/session-peek';
import { sessionSecret } from '@/lib/session-secret';
import { HEAD_SCRIPT } from '@/lib/ui/head-script';
import { config as proxyConfig, proxy } from '@/proxy';

const scriptSources = (policy: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '))!.split(' ').slice(1);
const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];

async function memberCookie(): Promise<string> {
  const sealed = await sealData({ token: 't'.repeat(32), member: { account: 'demo01' } }, { password: sessionSecret(), ttl: 24 * 60 * 60 });
  return `${SESSION_COOKIE}=${sealed}`;
}

async function pageThroughProxy(url: string, cookie?: string) {
  const response = await proxy(new NextRequest(url, { headers: cookie ? { cookie } : {} }));
  return {
    status: response.status,
    answered: response.headers.get('content-security-policy'),
    // NextResponse.next({ request: { headers } }): the header Next renders the page with.
    rendered: response.headers.get('x-middleware-request-content-security-policy'),
  };
}

describe('the script policy of a page rendered for one request', () => {
  it.each([
    ['a personal page of a member', 'http://localhost:3000/en/member', true],
    ['a game page in Thai', 'http://localhost:3000/lottery', true],
    ['a sub-page of the security center', 'http://localhost:3000/en/securityCenter/profile', true],
    ['a guest page that reads the session', 'http://localhost:3000/en/promotions', false],
  ])('%s: a fresh nonce and strict-dynamic, on the answer and on the request Next renders, and no unsafe-inline', async (_name, url, needsMember) => {
    const cookie = needsMember ? await memberCookie() : undefined;
    const first = await pageThroughProxy(url, cookie);
    const second = await pageThroughProxy(url, cookie);
    expect(first.status).toBe(200);
    expect(first.answered).toBeTruthy();
    expect(first.rendered).toBe(first.answered);
    const sources = scriptSources(first.answered!);
    expect(sources).toEqual(expect.arrayContaining(["'strict-dynamic'", `'nonce-${nonceOf(first.answered!)}'`]));
    expect(sources).not.toContain("'unsafe-inline'");
    // The layout's one inline script (shared with cached pages, so without a nonce) by its hash.
    expect(sources).toContain(`'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`);
    expect(nonceOf(first.answered!)!.length).toBeGreaterThanOrEqual(22);
    expect(nonceOf(second.answered!)).not.toBe(nonceOf(first.answered!));
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(first.answered).toContain(part);
  });

  it('is not given to a guest sent to the login page', async () => {
    const answer = await pageThroughProxy('http://localhost:3000/en/member');
    expect(answer.status).toBe(307);
    expect(answer.rendered).toBeNull();
  });

  it('leaves cached guest pages the policy that needs no nonce', () => {
    expect(scriptSources(basePolicy(true))).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('every page rendered per request runs through proxy.ts, so none goes without a nonce', () => {
  const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, config: object) => { regexp: string }[] };
  const matchers = getMiddlewareMatchers(proxyConfig.matcher, {}).map((m) => new RegExp(m.regexp));
  const runsFor = (pagePath: string) => matchers.some((re) => re.test(pagePath));

  /** The URL path of every page under app/[locale] that is, or sits under a layout that is, `dynamic = 'force-dynamic'`. */
  function forceDynamicPages(): string[] {
    const root = path.join(process.cwd(), 'app/[locale]');
    const dynamic = (file: string) => /export const dynamic = 'force-dynamic'/.test(readFileSync(file, 'utf8'));
    const found: string[] = [];
    const walk = (dir: string, underDynamicLayout: boolean) => {
      const entries = readdirSync(dir, { withFileTypes: true });
      const layout = entries.some((entry) => entry.name === 'layout.tsx') && dynamic(path.join(dir, 'layout.tsx'));
      const inherited = underDynamicLayout || layout;
      for (const entry of entries) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file, inherited);
        else if (entry.name === 'page.tsx' && (inherited || dynamic(file))) {
          // Route groups leave the URL; a dynamic segment stands for any value.
          const route = path.relative(root, dir).split(path.sep).filter((segment) => segment && !/^\(.*\)$/.test(segment));
          found.push(`/${route.map((segment) => (segment.startsWith('[') ? 'x' : segment)).join('/')}`);
        }
      }
    };
    walk(root, false);
    return found;
  }

  it('covers each force-dynamic page (the blocked screen is the region gate’s, proxy.ts)', () => {
    const pages = forceDynamicPages().filter((page) => page !== '/region-blocked');
    expect(pages).toEqual(expect.arrayContaining(['/member', '/baccarat', '/promotions/x', '/agentHome/registerCenter']));
    for (const page of pages) {
      for (const url of [page, `/en${page}`]) expect([url, runsFor(url)]).toEqual([url, true]);
    }
  });
});
