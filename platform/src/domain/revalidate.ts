// Tells the portal that cached upstream data changed: POST {tags} signed with HMAC-SHA256 of the raw
// body in X-Signature. Best effort: failures are logged, never thrown, and the call gives up after 2 s.
import { createHmac } from 'node:crypto';

export interface RevalidateTarget {
  url: string;
  secret: string;
}

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
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
      headers: { 'Content-Type': 'application/json', 'X-Signature': signBody(target.secret, rawBody) },
      body: rawBody,
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) log.warn({ status: response.status, tags }, 'portal revalidation refused');
  } catch (error) {
    log.warn({ err: (error as Error).message, tags }, 'portal revalidation failed');
  }
}
