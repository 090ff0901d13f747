// The client address the platform sees: the one accessor every limit, log and record uses.
// The portal forwards the visitor's address signed with the shared secret (contract/client-address);
// anything else — a browser's X-Forwarded-For, a forged or stale signature — counts for nothing, and
// the request's own socket address is the client then.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_KEY_LABEL,
  CLIENT_ADDRESS_MAX_AGE_S,
  CLIENT_ADDRESS_SIGNATURE,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  CLIENT_COUNTRY_HEADER,
  clientAddressMessage,
  COUNTRY_CODE,
} from '../../../../contract/client-address';

/** An IPv4 or IPv6 address in its plain form (IPv4-mapped IPv6 as IPv4), else undefined. */
export function normalizeAddress(value: string | undefined | null): string | undefined {
  if (!value || value.length > 45 || isIP(value) === 0) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  return mapped ? mapped[1] : value.toLowerCase();
}

/** The forwarded address (and country) when the signature is good and fresh and the address valid. */
export function verifyClientAddress(
  headers: { address?: string; country?: string; signature?: string },
  secret: string | undefined,
  nowMs = Date.now(),
): { address: string; country?: string } | undefined {
  const { address, signature } = headers;
  const country = headers.country ?? '';
  if (!secret || !address || !signature) return undefined;
  const parts = CLIENT_ADDRESS_SIGNATURE.exec(signature);
  if (normalizeAddress(address) !== address || !parts || (country && !COUNTRY_CODE.test(country))) return undefined;
  const seconds = Number(parts[1]);
  if (Math.abs(nowMs / 1000 - seconds) > CLIENT_ADDRESS_MAX_AGE_S) return undefined;
  const key = createHmac('sha256', secret).update(CLIENT_ADDRESS_KEY_LABEL).digest();
  const expected = createHmac('sha256', key).update(clientAddressMessage(seconds, address, country)).digest();
  if (!timingSafeEqual(expected, Buffer.from(parts[2], 'hex'))) return undefined;
  return { address, ...(country ? { country } : {}) };
}

interface Decided {
  address: string;
  country?: string;
}

const decided = new WeakMap<FastifyRequest, Decided>();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function socketAddress(request: FastifyRequest): string {
  return normalizeAddress(request.socket?.remoteAddress) ?? 'unknown';
}

/** Decides each request's client once (onRequest), from the portal's signed forwarding or the socket. */
export function installClientAddress(app: FastifyInstance, secret: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    const forwarded = verifyClientAddress(
      {
        address: header(request, CLIENT_ADDRESS_HEADER),
        country: header(request, CLIENT_COUNTRY_HEADER),
        signature: header(request, CLIENT_ADDRESS_SIGNATURE_HEADER),
      },
      secret,
    );
    decided.set(request, forwarded ?? { address: socketAddress(request) });
  });
}

/** The client IP of this request (the visitor's, when the portal forwarded it signed). */
export function clientAddressOf(request: FastifyRequest): string {
  return decided.get(request)?.address ?? socketAddress(request);
}

/** The visitor's country when the portal forwarded one from a trusted CDN header (signed). */
export function clientCountryOf(request: FastifyRequest): string | undefined {
  return decided.get(request)?.country;
}
