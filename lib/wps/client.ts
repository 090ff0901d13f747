import 'server-only';
import { context, propagation } from '@opentelemetry/api';
import { z } from 'zod';
import { env } from '@/lib/env';
import { pathPattern, portalMetrics } from '@/lib/metrics/portal-metrics.mjs';
import { signClientAddress } from '@/contract/client-address-signing';
import { DEVICE_ID_HEADER } from '@/contract/device-id';
import type { RsaPublicKeyInfo } from '@/contract/rsa-public-key';
import { cipherNamed } from './crypto';
import { parseEnvelope, WpsError } from './envelope';

/** Who is calling: the upstream token (never leaves the server), language, visitor IP and (trusted CDN) country. */
export interface WpsCaller {
  token?: string;
  language?: string;
  /** Decided by lib/edge/client-address.ts only; sent signed, so the platform believes nothing else. */
  ip?: string;
  country?: string;
  /** The browser's device id (lib/bff/device-id.ts): login risk and the captcha budget count per device. */
  deviceId?: string;
}

type Query = Record<string, string | number | boolean | undefined>;

interface WpsRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** The spec marks some calls *encrypt*: the body goes through the PayloadCipher. */
  encrypt?: boolean;
  schema: z.ZodType<T>;
  caller?: WpsCaller;
  /** Data-cache settings for public reads; authenticated calls are never cached. */
  cache?: { revalidate: number; tags: string[] };
  timeoutMs?: number;
  /** Money commands: the user action's key, sent as `Idempotency-Key` (a replay moves nothing). */
  idempotencyKey?: string;
}

function buildUrl(path: string, query?: Query): string {
  const url = new URL(env.WPS_BASE_URL + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function baseHeaders(caller?: WpsCaller): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Merchant: env.MERCHANT_CODE,
    Device: 'web',
    Language: caller?.language ?? 'th',
  };
  // The W3C trace context of the request being served (a no-op without tracing): the platform's
  // spans join the portal's trace.
  propagation.inject(context.active(), headers);
  if (caller?.token) headers.Authorization = caller.token;
  if (caller?.deviceId) headers[DEVICE_ID_HEADER] = caller.deviceId;
  const secret = env.REVALIDATE_SECRET;
  if (caller?.ip && secret) Object.assign(headers, signClientAddress(caller.ip, secret, Date.now(), caller.country));
  return headers;
}

async function send(path: string, url: string, init: RequestInit & { next?: { revalidate: number; tags: string[] } }, timeoutMs: number) {
  const done = portalMetrics().upstream.startTimer({ path: pathPattern(path), method: init.method ?? 'GET' });
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    done({ outcome: `${Math.floor(response.status / 100)}xx` });
    return response;
  } catch {
    done({ outcome: 'unreachable' });
    throw new WpsError('network_error', 'Upstream is unreachable', 503);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new WpsError('upstream_invalid', `Upstream answered ${response.status} without JSON`, 502);
  }
}

const rsaKeySchema = z.object({ modulus: z.string().regex(/^[0-9a-fA-F]+$/), exponent: z.string().regex(/^[0-9a-fA-F]+$/) });
let rsaKey: { key: Promise<RsaPublicKeyInfo>; fetchedAt: number } | undefined;
const RSA_KEY_TTL_MS = 10 * 60 * 1000;

function publicKey(forceRefresh = false): Promise<RsaPublicKeyInfo> {
  if (forceRefresh || !rsaKey || Date.now() - rsaKey.fetchedAt > RSA_KEY_TTL_MS) {
    const key = wpsFetch('/wps/session/key/rsa', { schema: rsaKeySchema });
    rsaKey = { key, fetchedAt: Date.now() };
    key.catch(() => { rsaKey = undefined; });
  }
  return rsaKey.key;
}

/** The one way the portal talks to the upstream `/wps` and `/lgw` API. */
export async function wpsFetch<T>(path: string, request: WpsRequest<T>): Promise<T> {
  const { method = 'GET', query, body, encrypt = false, schema, caller, cache, timeoutMs = 10_000, idempotencyKey } = request;
  const cached = cache !== undefined && !caller?.token;
  const attempt = async (refreshKey: boolean) => {
    // A cached answer is everyone's: no device id in it (nor in the data cache's key).
    const headers = baseHeaders(cached ? { ...caller, deviceId: undefined } : caller);
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (encrypt) {
        const sealed = cipherNamed(env.WPS_CIPHER).encrypt(body, await publicKey(refreshKey));
        Object.assign(headers, sealed.headers);
        payload = JSON.stringify(sealed.body);
      } else {
        payload = JSON.stringify(body);
      }
    }
    const response = await send(
      path,
      buildUrl(path, query),
      {
        method,
        headers,
        body: payload,
        ...(cached ? { next: cache } : { cache: 'no-store' as const }),
      },
      timeoutMs,
    );
    return parseEnvelope(await readJson(response), schema, response.status);
  };
  try {
    return await attempt(false);
  } catch (error) {
    // The platform may have rotated its key pair: fetch the key again once and retry.
    if (encrypt && error instanceof WpsError && error.code === 'request_body_required') {
      return attempt(true);
    }
    throw error;
  }
}

/**
 * An upstream event stream (`text/event-stream`): the open response's body, for the BFF to pipe on.
 * `signal` ends the upstream request (the browser went away). A refusal arrives as an envelope and
 * is thrown like wpsFetch's.
 */
export async function wpsEventStream(path: string, caller: WpsCaller, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const headers = { ...baseHeaders(caller), Accept: 'text/event-stream' };
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { headers, cache: 'no-store', signal });
  } catch {
    throw new WpsError('network_error', 'Upstream is unreachable', 503);
  }
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    parseEnvelope(await readJson(response), z.never(), response.status);
    throw new WpsError('upstream_invalid', `Upstream answered ${response.status} without an event stream`, 502);
  }
  return response.body;
}
