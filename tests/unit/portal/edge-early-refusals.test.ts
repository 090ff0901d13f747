/** @jest-environment node */
// Issue 27, findings 2 and 3: what proxy.ts refuses before a route reads anything
// (lib/edge/early-refusals.ts). tests/bff/edge-raw-requests.spec.ts sends the same to the portal on
// a raw socket.
import { bodyLimitOf } from '@/lib/bff/body-limits';
import { bodyRefusal, originFormOf } from '@/lib/edge/early-refusals';

const headers = (values: Record<string, string>) => new Headers(values);

describe('absolute-form request targets (finding 3)', () => {
  it('keeps origin-form targets, reduces one on the site’s host to its path and query, and refuses any other', () => {
    const hosts = new Set(['portal.example', 'localhost']);
    expect(originFormOf('/en/live?x=1', hosts)).toBe('/en/live?x=1');
    expect(originFormOf('http://PORTAL.example:8443/en/live?x=1', hosts)).toBe('/en/live?x=1');
    expect(originFormOf('https://localhost', hosts)).toBe('/');
    for (const target of ['http://evil.example/', 'http://evil.example//x', 'https://portal.example.evil.example/', 'ftp://portal.example/', 'javascript:alert(1)', 'portal.example/x', 'http://portal.example@evil.example/']) {
      expect([target, originFormOf(target, hosts)]).toEqual([target, undefined]);
    }
  });
});

describe('bodies over their route’s limit (finding 2)', () => {
  it('refuses a declared 10 MB login with 413', () => {
    expect(bodyRefusal('/api/session', headers({ 'content-length': String(10 * 1024 * 1024) }))).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('takes an upload up to its own limit, and refuses more with the route’s own code', () => {
    const slip = bodyLimitOf('/api/deposit/slip');
    expect(bodyRefusal('/api/deposit/slip', headers({ 'content-length': String(slip.bytes + 1) }))).toMatchObject({ status: 413, code: 'image_too_large' });
    expect(bodyRefusal('/api/deposit/slip', headers({ 'content-length': String(100 * 1024) }))).toBeUndefined();
    expect(bodyRefusal('/api/session', headers({ 'content-length': String(100 * 1024) }))).toMatchObject({ status: 413 });
  });

  it('refuses a body without a declared length with 411, and lets a request without a body through', () => {
    expect(bodyRefusal('/api/session', headers({ 'transfer-encoding': 'chunked' }))).toMatchObject({ status: 411, code: 'length_required' });
    expect(bodyRefusal('/api/session', headers({}))).toBeUndefined();
  });
});
