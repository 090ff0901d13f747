import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 (hex) of a raw body, as the platform signs its revalidation calls. */
export function verifySignature(rawBody: string, signature: string | null, secret: string | undefined): boolean {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
