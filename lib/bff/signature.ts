import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REVALIDATE_KEY_LABEL, REVALIDATE_MAX_AGE_S, REVALIDATE_SIGNATURE, revalidateMessage } from '@/contract/revalidate-signature';

/** What a revalidation call's signature is worth (contract/revalidate-signature.ts). */
export type RevalidationCheck = 'ok' | 'invalid' | 'stale' | 'replayed';

/** The signatures accepted within the window, by HMAC, with when each stops mattering (seconds). */
const accepted = new Map<string, number>();
/** The platform sends a handful a minute; a bound keeps a flood of valid ones from growing it. */
const ACCEPTED_MAX = 10_000;

/**
 * The header's form and time, checked before the body is read: `invalid` for a missing or malformed
 * one, `stale` for a time more than REVALIDATE_MAX_AGE_S away from now (in the past or the future).
 */
export function revalidationHeaderCheck(header: string | null, nowMs = Date.now()): RevalidationCheck {
  const match = header ? REVALIDATE_SIGNATURE.exec(header) : null;
  if (!match) return 'invalid';
  return Math.abs(Math.floor(nowMs / 1000) - Number(match[1])) > REVALIDATE_MAX_AGE_S ? 'stale' : 'ok';
}

/**
 * Checks a revalidation call's signature over its raw body, and takes it: `ok` once per signature;
 * the same signature again within the window is `replayed` (after it, `stale`). Each portal process
 * remembers its own: a replay to another instance finds the tags already revalidated on every
 * instance by the original call (lib/cache/redis-tier.mjs), within the same five minutes.
 */
export function verifyRevalidation(rawBody: string, header: string | null, secret: string | undefined, nowMs = Date.now()): RevalidationCheck {
  const form = revalidationHeaderCheck(header, nowMs);
  if (form !== 'ok' || !secret) return form === 'ok' ? 'invalid' : form;
  const [, time, id, mac] = REVALIDATE_SIGNATURE.exec(header!)!;
  const key = createHmac('sha256', secret).update(REVALIDATE_KEY_LABEL).digest();
  const expected = createHmac('sha256', key).update(revalidateMessage(Number(time), id, rawBody), 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return 'invalid';

  const now = Math.floor(nowMs / 1000);
  for (const [seen, until] of accepted) {
    if (until >= now && accepted.size < ACCEPTED_MAX) break;
    accepted.delete(seen);
  }
  if (accepted.has(mac)) return 'replayed';
  accepted.set(mac, Number(time) + REVALIDATE_MAX_AGE_S);
  return 'ok';
}
