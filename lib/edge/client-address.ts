// The one place the portal decides who the visitor is on the network: the socket's address (stamped
// on the request by instrumentation.ts, PEER_HEADER) and, only when that socket belongs to a trusted
// proxy (TRUSTED_PROXIES), the X-Forwarded-For hops that proxy appended. A browser's own
// X-Forwarded-For, X-Real-IP or country header is never believed. No 'server-only': proxy.ts and
// unit tests use it.
import { isIP } from 'node:net';
import { inRanges, parseRange, type AddressRange } from '@/contract/address-ranges';

/** An IPv4 or IPv6 address in its plain form (IPv4-mapped IPv6 as IPv4), else undefined. */
export function normalizeAddress(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  let address = value.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  if (address.length > 45 || isIP(address) === 0) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/** Set on every request by instrumentation.ts: `<process token> <socket address>`. */
export const PEER_HEADER = 'x-portal-peer';
const PEER_TOKEN = Symbol.for('portal.peer-token');

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

/**
 * The visitor's address: the socket's peer, or — when the peer is a trusted proxy — the rightmost
 * X-Forwarded-For hop that is not itself trusted (hops counted from the right with a hop count).
 * Undefined when the peer is unknown; a malformed hop ends the walk at the last good address.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | null | undefined, trusted: TrustedProxies): string | undefined {
  const socket = normalizeAddress(peer);
  if (!socket) return undefined;
  const hops = (forwardedFor ?? '').split(',').map((hop) => hop.trim()).filter(Boolean).slice(-32);
  let client = socket;
  let passed = 0;
  while (hops.length > 0 && (passed < trusted.hops || isTrusted(client, trusted))) {
    const next = normalizeAddress(hops.pop());
    if (!next) break;
    client = next;
    passed += 1;
  }
  return client;
}

/** The socket address instrumentation.ts stamped on this request, if this process stamped it. */
export function peerOf(headers: Pick<Headers, 'get'>): string | undefined {
  const token = (globalThis as Record<symbol, unknown>)[PEER_TOKEN];
  const value = headers.get(PEER_HEADER);
  if (typeof token !== 'string' || !value) return undefined;
  const space = value.indexOf(' ');
  return space > 0 && value.slice(0, space) === token ? value.slice(space + 1) : undefined;
}

let trustedFromEnv: { source: string | undefined; value: TrustedProxies } | undefined;
export function trustedProxies(): TrustedProxies {
  const source = process.env.TRUSTED_PROXIES;
  if (!trustedFromEnv || trustedFromEnv.source !== source) trustedFromEnv = { source, value: parseTrustedProxies(source) };
  return trustedFromEnv.value;
}

/** The visitor's address and, when a trusted CDN sent it (TRUSTED_COUNTRY_HEADER), their country. */
export function visitorOf(headers: Pick<Headers, 'get'>): { address?: string; country?: string } {
  const trusted = trustedProxies();
  const peer = peerOf(headers);
  const address = clientAddress(peer, headers.get('x-forwarded-for'), trusted);
  const countryHeader = process.env.TRUSTED_COUNTRY_HEADER;
  const socket = normalizeAddress(peer);
  const viaTrusted = socket !== undefined && (trusted.hops > 0 || isTrusted(socket, trusted));
  const country = countryHeader && viaTrusted ? headers.get(countryHeader)?.trim().toUpperCase() : undefined;
  return { address, country: country && /^[A-Z]{2}$/.test(country) ? country : undefined };
}

/** instrumentation.ts: the token that marks PEER_HEADER values as this process's own (kept once set). */
export function installPeerToken(token: string): string {
  const slot = globalThis as Record<symbol, unknown>;
  slot[PEER_TOKEN] ??= token;
  return slot[PEER_TOKEN] as string;
}
