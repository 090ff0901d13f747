// Tells the portal that cached upstream data changed: POST {tags}, the raw body signed with the time
// (contract/revalidate-signature.ts), so a captured call cannot be replayed. Best effort: failures
// are logged, never thrown, and the call gives up after 2 s.
import { createHmac, randomBytes } from 'node:crypto';
import { REVALIDATE_KEY_LABEL, revalidateMessage } from '../../../../contract/revalidate-signature';

export interface RevalidateTarget {
  url: string;
  secret: string;
}

/** The `X-Signature` of `rawBody` sent at `nowMs`: `t=<seconds>,n=<random id>,v=<hex HMAC-SHA256>`. */
export function signRevalidation(secret: string, rawBody: string, nowMs = Date.now()): string {
  const seconds = Math.floor(nowMs / 1000);
  const id = randomBytes(16).toString('base64url');
  const key = createHmac('sha256', secret).update(REVALIDATE_KEY_LABEL).digest();
  return `t=${seconds},n=${id},v=${createHmac('sha256', key).update(revalidateMessage(seconds, id, rawBody), 'utf8').digest('hex')}`;
}

export async function notifyRevalidate(
  target: RevalidateTarget | undefined,
  tags: string[],
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  if (!target) return;
  const rawBody = JSON.stringify({ tags });
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': signRevalidation(target.secret, rawBody) },
      body: rawBody,
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) log.warn({ status: response.status, tags }, 'portal revalidation refused');
  } catch (error) {
    log.warn({ err: (error as Error).message, tags }, 'portal revalidation failed');
  }
}
