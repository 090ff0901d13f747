/** @jest-environment node */
// Finding 1: the visitor's address comes from the socket and trusted proxies only, and the platform
// believes only the portal's signed forwarding.
import Fastify from 'fastify';
import { signClientAddress } from '@/contract/client-address-signing';
import { clientAddress, installPeerToken, PEER_HEADER, visitorOf } from '@/lib/edge/client-address';
import { parseTrustedProxies } from '@/lib/edge/trusted-proxies';
import { clientAddressOf, clientCountryOf, installClientAddress, verifyClientAddress } from '@/platform/src/core/http/client-address';

const none = parseTrustedProxies('');

describe('clientAddress (portal)', () => {
  it('ignores a browser X-Forwarded-For when no proxy is trusted (the default)', () => {
    expect(clientAddress('198.51.100.4', '1.2.3.4', none)).toBe('198.51.100.4');
    expect(clientAddress('198.51.100.4', '<script>alert(1)</script>', none)).toBe('198.51.100.4');
  });

  it('walks X-Forwarded-For from the right past trusted proxies only', () => {
    const lb = parseTrustedProxies('10.0.0.0/8, loopback');
    // The browser claimed 1.2.3.4; the load balancer (10.0.0.2) appended the real address.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.9', lb)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:10.0.0.2', '1.2.3.4, 203.0.113.9, 10.1.1.1', lb)).toBe('203.0.113.9');
    // An untrusted peer's header counts for nothing.
    expect(clientAddress('203.0.113.50', '1.2.3.4', lb)).toBe('203.0.113.50');
  });

  it('stops at a malformed hop instead of believing what is left of it', () => {
    const lb = parseTrustedProxies('127.0.0.1');
    expect(clientAddress('127.0.0.1', '1.2.3.4, <script>', lb)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'evil, 2001:db8::1', lb)).toBe('2001:db8::1');
  });

  it('counts hops for a fixed chain of proxies', () => {
    expect(clientAddress('192.0.2.1', '1.1.1.1, 8.8.8.8, 9.9.9.9', parseTrustedProxies('2'))).toBe('8.8.8.8');
  });

  it('refuses a configuration it cannot read', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('lb.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(parseTrustedProxies('2001:db8::/32 private').ranges).toHaveLength(5);
  });

  it('believes the socket stamp only with this process token, and a CDN country only via a trusted proxy', () => {
    const token = installPeerToken('test-token');
    const forged = new Headers({ [PEER_HEADER]: 'other 10.9.9.9', 'x-forwarded-for': '1.2.3.4' });
    expect(visitorOf(forged).address).toBeUndefined();
    process.env.TRUSTED_COUNTRY_HEADER = 'cf-ipcountry';
    const direct = new Headers({ [PEER_HEADER]: `${token} 198.51.100.7`, 'cf-ipcountry': 'TH' });
    expect(visitorOf(direct)).toEqual({ address: '198.51.100.7', country: undefined });
    process.env.TRUSTED_PROXIES = 'loopback';
    const viaCdn = new Headers({ [PEER_HEADER]: `${token} 127.0.0.1`, 'x-forwarded-for': '203.0.113.3', 'cf-ipcountry': 'th' });
    expect(visitorOf(viaCdn)).toEqual({ address: '203.0.113.3', country: 'TH' });
    delete process.env.TRUSTED_PROXIES;
    delete process.env.TRUSTED_COUNTRY_HEADER;
  });
});

describe('signed forwarding (contract)', () => {
  const secret = 'shared-secret';
  const read = (h: Record<string, string>) => ({
    address: h['x-portal-client-address'],
    country: h['x-portal-client-country'],
    signature: h['x-portal-client-address-signature'],
  });

  it('verifies its own signature, with the country', () => {
    expect(verifyClientAddress(read(signClientAddress('203.0.113.5', secret, Date.now(), 'KH')), secret)).toEqual({
      address: '203.0.113.5',
      country: 'KH',
    });
  });

  it('refuses another address, country, secret or a stale signature', () => {
    const signed = read(signClientAddress('203.0.113.5', secret));
    expect(verifyClientAddress({ ...signed, address: '203.0.113.6' }, secret)).toBeUndefined();
    expect(verifyClientAddress({ ...signed, country: 'US' }, secret)).toBeUndefined();
    expect(verifyClientAddress(signed, 'another-secret')).toBeUndefined();
    expect(verifyClientAddress(signed, undefined)).toBeUndefined();
    expect(verifyClientAddress(read(signClientAddress('203.0.113.5', secret, Date.now() - 120_000)), secret)).toBeUndefined();
    expect(verifyClientAddress(read(signClientAddress('<script>', secret)), secret)).toBeUndefined();
  });
});

describe('clientAddressOf (platform)', () => {
  const open: { close(): Promise<void> }[] = [];
  afterAll(async () => Promise.all(open.map((server) => server.close())));

  async function app(secret?: string) {
    const fastify = Fastify({ trustProxy: false });
    installClientAddress(fastify, secret);
    fastify.get('/who', async (request) => ({ ip: clientAddressOf(request), country: clientCountryOf(request) ?? null }));
    const base = await fastify.listen({ port: 0, host: '127.0.0.1' });
    open.push(fastify);
    return {
      inject: async ({ headers }: { url: string; headers: Record<string, string> }) => {
        const response = await fetch(`${base}/who`, { headers });
        const body = await response.json();
        return { json: () => body };
      },
    };
  }

  it('never takes a browser X-Forwarded-For or X-Real-IP', async () => {
    const fastify = await app('s3cret');
    const answer = await fastify.inject({ url: '/who', headers: { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' } });
    expect(answer.json()).toEqual({ ip: '127.0.0.1', country: null });
  });

  it('takes the portal signed address, and nothing forged', async () => {
    const fastify = await app('s3cret');
    const good = await fastify.inject({ url: '/who', headers: signClientAddress('203.0.113.8', 's3cret', Date.now(), 'TH') });
    expect(good.json()).toEqual({ ip: '203.0.113.8', country: 'TH' });
    const forged = await fastify.inject({ url: '/who', headers: signClientAddress('203.0.113.8', 'guessed') });
    expect(forged.json().ip).toBe('127.0.0.1');
    const unsigned = await fastify.inject({ url: '/who', headers: { 'x-portal-client-address': '203.0.113.8' } });
    expect(unsigned.json().ip).toBe('127.0.0.1');
    expect((await (await app(undefined)).inject({ url: '/who', headers: signClientAddress('203.0.113.8', 's3cret') })).json().ip).toBe('127.0.0.1');
  });
});
