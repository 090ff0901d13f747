// The system status as the platform decides it for one visitor (maintenance for everybody, region
// restriction by address or trusted-CDN country), asked by visitor-gate.ts with the visitor's address
// signed (contract/client-address-signing.ts) and kept a few seconds per address in a bounded LRU cache, so a
// cached public page costs a Map lookup and at most one upstream call per address and TTL. A slow or
// failed call never opens the gate: the visitor's last known status stands (UNKNOWN below says what
// a visitor with none gets). The platform's revalidation hook (/api/revalidate, tag system-status)
// empties it on an operator change.
import { SYSTEM_STATUS, type SystemStatusCode } from '@/contract/system';
import { env } from '@/lib/env';
import { signClientAddress } from '@/contract/client-address-signing';

export interface VisitorStatus {
  status: SystemStatusCode;
  maintenance?: { title?: string; info?: string } | null;
  /** True when the platform has not answered for this visitor (UNKNOWN below): not the operator's maintenance. */
  unanswered?: true;
}

const TTL_MS = 10_000;
/** How soon a visitor is asked again after the platform did not answer for them (slow, down, garbage). */
const RETRY_MS = 2_000;
const MAX_ENTRIES = 10_000;
const TIMEOUT_MS = 1_500;

/**
 * The answer for a visitor the platform has not answered for since the last operator change, while
 * it does not answer (issue 27). Not "open": we cannot tell whether their address is blocked, or
 * whether the site went into maintenance. Maintenance, because it is true for now (the platform is
 * not serving them) and says "come back shortly": proxy.ts refuses their state-changing calls with
 * 503 (a money form keeps its key and may send it again), which they could not have made without
 * the platform anyway; a page still renders, its own status read deciding the maintenance screen,
 * and the platform refuses a bet from a blocked address by itself (platform/src/core/http/bet-guard.ts).
 * The visitor is asked again after RETRY_MS.
 */
const UNKNOWN: VisitorStatus = { status: SYSTEM_STATUS.maintenance, maintenance: null, unanswered: true };

interface Slot {
  /** Least recently used first (a Map keeps insertion order; a read moves the entry to the end). */
  cache: Map<string, { value: VisitorStatus; expires: number }>;
  pending: Map<string, Promise<VisitorStatus>>;
  /** Counts operator changes: an answer asked for before one is not kept after it. */
  generation: number;
}

// One per process, shared by proxy.ts and the revalidation route (separate bundles).
const SLOT = Symbol.for('portal.visitor-status');
function slot(): Slot {
  const holder = globalThis as Record<symbol, Slot | undefined>;
  return (holder[SLOT] ??= { cache: new Map(), pending: new Map(), generation: 0 });
}

function parse(body: unknown): VisitorStatus | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { success, value } = body as { success?: unknown; value?: { status?: unknown; maintenance?: unknown } };
  if (success !== true || !value || ![0, 1, 2].includes(value.status as number)) return undefined;
  const maintenance = value.maintenance && typeof value.maintenance === 'object' ? (value.maintenance as VisitorStatus['maintenance']) : null;
  return { status: value.status as SystemStatusCode, maintenance };
}

/** The platform's answer for this visitor, or undefined when it gave none in time. */
async function ask(address: string, country: string | undefined): Promise<VisitorStatus | undefined> {
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
    return parse(await response.json());
  } catch {
    return undefined;
  }
}

function remember(cache: Slot['cache'], key: string, value: VisitorStatus, expires: number): void {
  cache.delete(key);
  // Bounded: the least recently used entry goes first.
  while (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { value, expires });
}

/**
 * The status for this visitor: from the cache, else one upstream call (concurrent askers share it).
 * When the platform does not answer in time, the visitor's last known status stands (kept past its
 * TTL for this), else UNKNOWN; either is asked again after RETRY_MS.
 */
export function visitorStatus(address: string, country?: string, now = Date.now()): VisitorStatus | Promise<VisitorStatus> {
  const state = slot();
  const { cache, pending, generation } = state;
  const key = country ? `${address}|${country}` : address;
  const hit = cache.get(key);
  if (hit && hit.expires > now) {
    remember(cache, key, hit.value, hit.expires);
    return hit.value;
  }
  const running = pending.get(key);
  if (running) return running;
  const request = ask(address, country).then((answer) => {
    const value = answer ?? cache.get(key)?.value ?? UNKNOWN;
    // An operator changed something meanwhile (forgetVisitorStatuses): this answer may predate it.
    if (state.generation !== generation) return value;
    pending.delete(key);
    remember(cache, key, value, now + (answer ? TTL_MS : RETRY_MS));
    return value;
  });
  pending.set(key, request);
  return request;
}

/**
 * After an operator change (the revalidation hook): every visitor is asked again, and no earlier
 * answer is trusted as their last known status (the change may be the one that blocks them).
 */
export function forgetVisitorStatuses(): void {
  const state = slot();
  state.generation += 1;
  state.cache.clear();
  state.pending.clear();
}
