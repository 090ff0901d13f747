// The platform's revalidation hook (POST /api/revalidate): the platform signs the raw body with a
// timestamp (platform/src/core/http/revalidate.ts), the portal verifies (lib/bff/signature.ts) and
// takes each signature once, within REVALIDATE_MAX_AGE_S of its time either way: a captured call
// replayed later, or again, is refused. Keyed from the portal-platform shared secret
// (REVALIDATE_SECRET), as contract/client-address.ts is, with its own label.

/**
 * `X-Signature: t=<unix seconds>,n=<random id>,v=<hex HMAC-SHA256>`. The random id makes each call's
 * signature its own: two calls with the same tags in the same second are two calls, not a replay.
 */
export const REVALIDATE_SIGNATURE_HEADER = 'x-signature';
export const REVALIDATE_SIGNATURE = /^t=(\d{1,12}),n=([A-Za-z0-9_-]{16,64}),v=([0-9a-f]{64})$/;
/** A signature older (or newer) than this is refused; within it, each is accepted once. */
export const REVALIDATE_MAX_AGE_S = 5 * 60;
/** The HMAC key is HMAC(secret, this label): the shared secret's other uses never sign the same text. */
export const REVALIDATE_KEY_LABEL = 'revalidate/v1';

/** The text the HMAC covers: the time, the call's id and the raw body exactly as sent. */
export function revalidateMessage(seconds: number, id: string, rawBody: string): string {
  return `${seconds}.${id}.${rawBody}`;
}
