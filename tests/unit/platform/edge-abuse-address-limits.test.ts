/** @jest-environment node */
// Issue 27 finding 4: per-address limits count an IPv6 client by its /64 (one subscriber holds a
// whole /64 and could draw a fresh address per request); IPv4 stays per address, and an
// IPv4-mapped IPv6 address counts as its IPv4 address.
import { addressLimitKey } from '@/contract/address-ranges';
import { LIMITS, limitKeyOf, openAbuseLimits, type LimitName } from '@/platform/src/domain/abuse-limits';

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
