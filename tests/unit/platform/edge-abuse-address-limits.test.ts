/** @jest-environment node */
// Issue 27: per-address limits count an IPv6 client by its /64 (one subscriber holds a whole /64
// and could draw a fresh address per request), and by its /56 and /48 with higher numbers (a
// subscriber may hold those too); IPv4 stays per address, and an IPv4-mapped IPv6 address counts as
// its IPv4 address. Site-wide budgets keep a reserve for known devices and signed-in members.
import { addressLimitKey } from '@/contract/address-ranges';
import { IPV6_NETWORKS, LIMITS, limitKeyOf, openAbuseLimits, UNKNOWN_SHARE, type LimitName } from '@/platform/src/core/abuse-limits';
import { isCaptchaRequired } from '@/platform/src/modules/accounts/rules/login-policy';

describe('addressLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('treats an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address by its /64, whatever its spelling', () => {
    const key = addressLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressLimitKey('2001:db8:1:2:a:b:c:d')).toBe(key);
    expect(addressLimitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keys an IPv6 address by its /56 or /48 when asked', () => {
    expect(addressLimitKey('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(addressLimitKey('2001:db8:1:2ff::1', 48)).toBe('2001:db8:1::/48');
    expect(addressLimitKey('2001:db8:1:300::1', 56)).not.toBe(addressLimitKey('2001:db8:1:2ff::1', 56));
    expect(addressLimitKey('203.0.113.7', 48)).toBe('203.0.113.7');
  });

  it('returns text that is no address unchanged', () => {
    expect(addressLimitKey('unknown')).toBe('unknown');
  });
});

describe('the per-address abuse limits', () => {
  it('key every *PerIp limit by the address network, and no other limit', () => {
    for (const name of Object.keys(LIMITS) as LimitName[]) {
      expect({ name, key: limitKeyOf(name, '2001:db8::1') }).toEqual({ name, key: name.endsWith('PerIp') ? '2001:db8:0:0::/64' : '2001:db8::1' });
    }
  });

  it('refuse the next address of the same /64 once the limit is reached, and count another /64 apart', async () => {
    const limits = await openAbuseLimits(undefined, 'test', { ...LIMITS, registerPerIp: { points: 3, seconds: 60 } });
    try {
      for (let host = 1; host <= 3; host += 1) await limits.consume('registerPerIp', `2001:db8:7:7::${host.toString(16)}`);
      await expect(limits.consume('registerPerIp', '2001:db8:7:7:dead:beef:0:1')).rejects.toMatchObject({ code: 'TOO_MANY_REQUEST' });
      await expect(limits.consume('registerPerIp', '2001:db8:7:8::1')).resolves.toBeUndefined();
      for (let host = 1; host <= 3; host += 1) await limits.consume('registerPerIp', `198.51.100.${host}`);
      expect(await limits.peek('registerPerIp', '198.51.100.1')).toBe(1);
    } finally {
      await limits.close();
    }
  });
});

describe('the IPv6 networks of every per-address limit', () => {
  const perAddress = (Object.keys(LIMITS) as LimitName[]).filter((name) => name.endsWith('PerIp'));
  const times = (bits: number) => IPV6_NETWORKS.find((network) => network.bits === bits)!.times;

  it('include the login failures and the free-play accounts', () => {
    expect(perAddress).toEqual(expect.arrayContaining(['loginFailuresPerIp', 'freeplayPerIp', 'registerPerIp', 'smsPerIp', 'captchaPerIp', 'resetMailPerIp']));
  });

  it.each(perAddress)('%s: a /56 spread over its /64s is refused at 4 times the number, a /48 at 16 times', async (name) => {
    const limits = await openAbuseLimits(undefined, 'test', { ...LIMITS, [name]: { points: 2, seconds: 60 } });
    try {
      // One address in each of 4 × 2 /64s of 2001:db8:56:100::/56.
      const in56 = (n: number) => `2001:db8:56:1${n.toString(16).padStart(2, '0')}::1`;
      for (let n = 0; n < 2 * times(56); n += 1) await limits.consume(name, in56(n));
      await expect(limits.consume(name, in56(0xff))).rejects.toMatchObject({ code: 'TOO_MANY_REQUEST' });

      // One address in each of 16 × 2 /56s of 2001:db8:48::/48, so no /64 or /56 is full.
      const in48 = (n: number) => `2001:db8:48:${(n << 8).toString(16)}::1`;
      for (let n = 0; n < 2 * times(48); n += 1) await limits.consume(name, in48(n));
      await expect(limits.consume(name, in48(0xff))).rejects.toMatchObject({ code: 'TOO_MANY_REQUEST' });
      await expect(limits.consume(name, '2001:db8:49::1')).resolves.toBeUndefined();
    } finally {
      await limits.close();
    }
  });

  it('count login failures spread over a /48 in /64 terms, so they ask for a captcha', async () => {
    const limits = await openAbuseLimits(undefined, 'test');
    try {
      // 160 failures, each from its own /56 of one /48: no /64 or /56 holds more than one.
      for (let n = 0; n < 160; n += 1) await limits.count('loginFailuresPerIp', `2001:db8:4a:${(n << 8).toString(16)}::1`);
      const address = await limits.peek('loginFailuresPerIp', '2001:db8:4a:ff00::1');
      expect(address).toBe(10);
      expect(isCaptchaRequired({ account: 0, device: 0, address, knownDevice: false })).toBe(true);
      expect(await limits.peek('loginFailuresPerIp', '2001:db8:4b::1')).toBe(0);
    } finally {
      await limits.close();
    }
  });
});

describe('a site-wide budget', () => {
  it('leaves known visitors the rest once unknown visitors have spent their share', async () => {
    const limits = await openAbuseLimits(undefined, 'test', { ...LIMITS, captchaGlobal: { points: 10, seconds: 60 } });
    try {
      const share = Math.floor(10 * UNKNOWN_SHARE);
      for (let i = 0; i < share; i += 1) await limits.consumeSite('captchaGlobal', 'unknown');
      await expect(limits.consumeSite('captchaGlobal', 'unknown')).rejects.toMatchObject({ code: 'TOO_MANY_REQUEST' });
      for (let i = share; i < 10; i += 1) await limits.consumeSite('captchaGlobal', 'known');
      await expect(limits.consumeSite('captchaGlobal', 'known')).rejects.toMatchObject({ code: 'TOO_MANY_REQUEST' });
    } finally {
      await limits.close();
    }
  });

  it('calls a failed-login flood of unknown visitors spent for them only', async () => {
    const limits = await openAbuseLimits(undefined, 'test', { ...LIMITS, loginFailuresGlobal: { points: 10, seconds: 60 } });
    try {
      for (let i = 0; i < 50; i += 1) await limits.countSite('loginFailuresGlobal', 'unknown');
      expect(await limits.siteSpent('loginFailuresGlobal', 'unknown')).toBe(true);
      expect(await limits.siteSpent('loginFailuresGlobal', 'known')).toBe(false);
      for (let i = 0; i < 2; i += 1) await limits.countSite('loginFailuresGlobal', 'known');
      expect(await limits.siteSpent('loginFailuresGlobal', 'known')).toBe(true);
    } finally {
      await limits.close();
    }
  });
});
