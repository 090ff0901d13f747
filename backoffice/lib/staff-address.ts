import 'server-only';
import { headers } from 'next/headers';
import { isIP } from 'node:net';
import { signClientAddress } from '../../contract/client-address-signing';
import { env } from './env';

// The staff member's network address, forwarded to the platform signed (contract/client-address.ts),
// so their sessions, the audit trail and their role's address allow-list see it rather than this
// server's. Next sets X-Forwarded-For to the socket's peer when a request arrives without one; behind
// nginx, the proxy must set it to `$remote_addr` (docs/back-office.md). The last hop is taken: the
// one the nearest proxy wrote. The back office listens on 127.0.0.1 unless BACKOFFICE_HOST says
// otherwise, so only this machine — or its nginx — reaches it directly.

/** An IPv4 or IPv6 address in its plain form (IPv4-mapped IPv6 as IPv4), else undefined. */
function plainAddress(value: string | undefined): string | undefined {
  const address = value?.trim();
  if (!address || address.length > 45 || isIP(address) === 0) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/** The request's staff address from an X-Forwarded-For value (its last hop), if it is one. */
export function staffAddressOf(forwardedFor: string | null | undefined): string | undefined {
  return plainAddress(forwardedFor?.split(',').at(-1));
}

/** The signed headers for the platform, or none (no shared secret, or outside a request). */
export async function staffAddressHeaders(nowMs = Date.now()): Promise<Record<string, string>> {
  const secret = env.REVALIDATE_SECRET;
  if (!secret) return {};
  let forwardedFor: string | null;
  try {
    forwardedFor = (await headers()).get('x-forwarded-for');
  } catch {
    return {};
  }
  const address = staffAddressOf(forwardedFor);
  return address ? signClientAddress(address, secret, nowMs) : {};
}
