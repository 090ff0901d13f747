// IP addresses and CIDR ranges as numbers, for the portal's trusted proxies (TRUSTED_PROXIES) and the
// platform's region rules (blocked addresses). Pure: callers validate input with node:net first.

export interface AddressRange {
  v6: boolean;
  base: bigint;
  bits: number;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function v4Value(text: string): bigint | undefined {
  const parts = IPV4.exec(text);
  if (!parts) return undefined;
  const octets = parts.slice(1).map(Number);
  if (octets.some((octet) => octet > 255)) return undefined;
  return octets.reduce((sum, octet) => (sum << 8n) + BigInt(octet), 0n);
}

function groups(text: string): string[] | undefined {
  if (text === '') return [];
  const out: string[] = [];
  const parts = text.split(':');
  for (const [i, part] of parts.entries()) {
    if (i === parts.length - 1 && part.includes('.')) {
      const v4 = v4Value(part);
      if (v4 === undefined) return undefined;
      out.push((v4 >> 16n).toString(16), (v4 & 0xffffn).toString(16));
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      out.push(part);
    } else {
      return undefined;
    }
  }
  return out;
}

/** An address (IPv4, or IPv6 with `::` and embedded IPv4) as a number, else undefined. */
export function addressValue(text: string): { v6: boolean; value: bigint } | undefined {
  const v4 = v4Value(text);
  if (v4 !== undefined) return { v6: false, value: v4 };
  if (!text.includes(':') || text.length > 45) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const left = groups(halves[0]);
  const right = halves.length === 2 ? groups(halves[1]) : [];
  if (!left || !right) return undefined;
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const all = [...left, ...Array<string>(missing).fill('0'), ...right];
  const value = all.reduce((sum, part) => (sum << 16n) + BigInt(parseInt(part, 16)), 0n);
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is the IPv4 address.
  if (value >> 32n === 0xffffn) return { v6: false, value: value & 0xffffffffn };
  return { v6: true, value };
}

/** `203.0.113.0/24`, `2001:db8::/32` or a single address; undefined when it is neither. */
export function parseRange(entry: string): AddressRange | undefined {
  const [addressPart, bitsPart, extra] = entry.trim().split('/');
  if (extra !== undefined) return undefined;
  const parsed = addressValue(addressPart);
  if (!parsed) return undefined;
  const width = parsed.v6 ? 128 : 32;
  const bits = bitsPart === undefined ? width : /^\d{1,3}$/.test(bitsPart) ? Number(bitsPart) : NaN;
  if (!Number.isInteger(bits) || bits < 0 || bits > width) return undefined;
  const shift = BigInt(width - bits);
  return { v6: parsed.v6, base: (parsed.value >> shift) << shift, bits };
}

export function inRanges(address: string, ranges: readonly AddressRange[]): boolean {
  if (ranges.length === 0) return false;
  const parsed = addressValue(address);
  if (!parsed) return false;
  return ranges.some((range) => {
    if (range.v6 !== parsed.v6) return false;
    const shift = BigInt((parsed.v6 ? 128 : 32) - range.bits);
    return (parsed.value >> shift) << shift === range.base;
  });
}

/**
 * The network a per-address limit counts a client under: an IPv4 address as it is (an IPv4-mapped
 * IPv6 address as its IPv4 address), an IPv6 address as its network of `bits` (the /64 by default:
 * `2001:db8:1:2::/64`), because one subscriber is routinely given a whole /64 (or a /56, /48) and
 * would otherwise draw a fresh address per request. Text that is not an address is returned as it is.
 */
export function addressLimitKey(address: string, bits = 64): string {
  const parsed = addressValue(address);
  if (!parsed) return address;
  if (!parsed.v6) return [24n, 16n, 8n, 0n].map((shift) => String((parsed.value >> shift) & 0xffn)).join('.');
  const width = Math.min(128, Math.max(16, bits));
  const network = (parsed.value >> BigInt(128 - width)) << BigInt(128 - width);
  const groups = Array.from({ length: Math.ceil(width / 16) }, (_, i) => ((network >> BigInt(112 - 16 * i)) & 0xffffn).toString(16));
  return `${groups.join(':')}::/${width}`;
}
