// The system status as the platform decides it for one visitor (maintenance for everybody, region
// restriction by address or trusted-CDN country), asked by proxy.ts with the visitor's address
// signed (lib/edge/forwarding.ts) and kept a few seconds per address in a bounded cache, so a cached
// public page costs a Map lookup and at most one upstream call per address and TTL. The platform's
// revalidation hook (/api/revalidate, tag system-status) empties it on an operator change.
import { SYSTEM_STATUS, type SystemStatusCode } from '@/contract/system';
import { env } from '@/lib/env';
import { signClientAddress } from './forwarding';

export interface VisitorStatus {
  status: SystemStatusCode;
  maintenance?: { title?: string; info?: string } | null;
}

const TTL_MS = 10_000;
/** An unreachable platform is "open" for a moment (the site renders; pages show their own errors). */
const FAILURE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;
const TIMEOUT_MS = 1_500;
const OPEN: VisitorStatus = { status: SYSTEM_STATUS.open };

interface Slot {
  cache: Map<string, { value: VisitorStatus; expires: number }>;
  pending: Map<string, Promise<VisitorStatus>>;
}

// One per process, shared by proxy.ts and the revalidation route (separate bundles).
const SLOT = Symbol.for('portal.visitor-status');
function slot(): Slot {
  const holder = globalThis as Record<symbol, Slot | undefined>;
  return (holder[SLOT] ??= { cache: new Map(), pending: new Map() });
}

function parse(body: unknown): VisitorStatus | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { success, value } = body as { success?: unknown; value?: { status?: unknown; maintenance?: unknown } };
  if (success !== true || !value || ![0, 1, 2].includes(value.status as number)) return undefined;
  const maintenance = value.maintenance && typeof value.maintenance === 'object' ? (value.maintenance as VisitorStatus['maintenance']) : null;
  return { status: value.status as SystemStatusCode, maintenance };
}

async function ask(address: string, country: string | undefined): Promise<{ value: VisitorStatus; ttl: number }> {
  const secret = env.REVALIDATE_SECRET;
  try {
    const response = await fetch(`${env.WPS_BASE_URL}/wps/system/status`, {
      headers: {
        Accept: 'application/json',
        Merchant: env.MERCHANT_CODE,
        ...(secret ? signClientAddress(address, secret, Date.now(), country) : {}),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const value = parse(await response.json());
    return value ? { value, ttl: TTL_MS } : { value: OPEN, ttl: FAILURE_TTL_MS };
  } catch {
    return { value: OPEN, ttl: FAILURE_TTL_MS };
  }
}

/** The status for this visitor: from the cache, else one upstream call (concurrent askers share it). */
export function visitorStatus(address: string, country?: string, now = Date.now()): VisitorStatus | Promise<VisitorStatus> {
  const { cache, pending } = slot();
  const key = country ? `${address}|${country}` : address;
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const running = pending.get(key);
  if (running) return running;
  const request = ask(address, country).then(({ value, ttl }) => {
    pending.delete(key);
    cache.delete(key);
    // Bounded: the oldest entry (a Map keeps insertion order) goes first.
    while (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { value, expires: Date.now() + ttl });
    return value;
  });
  pending.set(key, request);
  return request;
}

/** After an operator change (the revalidation hook): every visitor is asked again. */
export function forgetVisitorStatuses(): void {
  slot().cache.clear();
}
