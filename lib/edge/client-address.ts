// The one place the portal decides who the visitor is on the network: the socket's address (stamped
// on the request by lib/edge/peer-stamp.ts, PEER_HEADER) and, only when that socket belongs to a trusted
// proxy (TRUSTED_PROXIES), the X-Forwarded-For hops that proxy appended. A browser's own
// X-Forwarded-For, X-Real-IP or country header is never believed. No 'server-only': proxy.ts and
// unit tests use it.
import { isIP } from 'node:net';
import { env } from '@/lib/env';
import { isTrusted, type TrustedProxies } from './trusted-proxies';

/** An IPv4 or IPv6 address in its plain form (IPv4-mapped IPv6 as IPv4), else undefined. */
export function normalizeAddress(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  let address = value.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  if (address.length > 45 || isIP(address) === 0) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/** Set on every request by peer-stamp.ts: `<process token> <socket address>`. */
export const PEER_HEADER = 'x-portal-peer';
/** Set by peer-stamp.ts (to the process token) on a request whose absolute-form target named another host. */
export const TARGET_REFUSED_HEADER = 'x-portal-target-refused';
const PEER_TOKEN = Symbol.for('portal.peer-token');

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

/** Whether peer-stamp.ts marked this request's target as another host's (and this process marked it). */
export function targetRefused(headers: Pick<Headers, 'get'>): boolean {
  const token = (globalThis as Record<symbol, unknown>)[PEER_TOKEN];
  return typeof token === 'string' && headers.get(TARGET_REFUSED_HEADER) === token;
}

/** The socket address peer-stamp.ts stamped on this request, if this process stamped it. */
export function peerOf(headers: Pick<Headers, 'get'>): string | undefined {
  const token = (globalThis as Record<symbol, unknown>)[PEER_TOKEN];
  const value = headers.get(PEER_HEADER);
  if (typeof token !== 'string' || !value) return undefined;
  const space = value.indexOf(' ');
  return space > 0 && value.slice(0, space) === token ? value.slice(space + 1) : undefined;
}

/** The visitor's address and, when a trusted CDN sent it (TRUSTED_COUNTRY_HEADER), their country. */
export function visitorOf(headers: Pick<Headers, 'get'>): { address?: string; country?: string } {
  const trusted = env.TRUSTED_PROXIES;
  const peer = peerOf(headers);
  const address = clientAddress(peer, headers.get('x-forwarded-for'), trusted);
  const countryHeader = env.TRUSTED_COUNTRY_HEADER;
  const socket = normalizeAddress(peer);
  const viaTrusted = socket !== undefined && (trusted.hops > 0 || isTrusted(socket, trusted));
  const country = countryHeader && viaTrusted ? headers.get(countryHeader)?.trim().toUpperCase() : undefined;
  return { address, country: country && /^[A-Z]{2}$/.test(country) ? country : undefined };
}

/** peer-stamp.ts: the token that marks PEER_HEADER values as this process's own (kept once set). */
export function installPeerToken(token: string): string {
  const slot = globalThis as Record<symbol, unknown>;
  slot[PEER_TOKEN] ??= token;
  return slot[PEER_TOKEN] as string;
}
