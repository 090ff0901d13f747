// TRUSTED_PROXIES read into address ranges (lib/env.ts reads the variable with it; client-address.ts
// decides the visitor's address with the result). Relative imports: next.config.ts loads lib/env.ts.
import { inRanges, parseRange, type AddressRange } from '../../contract/address-ranges';

export interface TrustedProxies {
  /** Trust this many hops in front of the portal whatever their address (a fixed chain of proxies). */
  hops: number;
  ranges: AddressRange[];
}

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

/**
 * TRUSTED_PROXIES: comma- or space-separated addresses, CIDRs, `loopback`, `private`, `linklocal`,
 * or a number of hops. Empty (the default): no proxy is trusted, the socket is the visitor.
 * A wrong entry throws: a typo must not silently trust nobody, or everybody.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const trusted: TrustedProxies = { hops: 0, ranges: [] };
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    if (/^\d{1,2}$/.test(entry)) {
      trusted.hops = Math.max(trusted.hops, Number(entry));
      continue;
    }
    for (const item of NAMED[entry.toLowerCase()] ?? [entry]) {
      const range = parseRange(item);
      if (!range) throw new Error(`TRUSTED_PROXIES: not an address, CIDR or hop count: ${entry}`);
      trusted.ranges.push(range);
    }
  }
  return trusted;
}

export function isTrusted(address: string, trusted: TrustedProxies): boolean {
  return inRanges(address, trusted.ranges);
}
