import 'server-only';
import { IDEMPOTENCY_KEY } from '@/contract/money';
import { errorResponse } from './responses';

/**
 * The user action's `Idempotency-Key` (the browser makes one per action and sends it again on a
 * retry or a double click), or the answer that refuses the request: 400 when the key is missing
 * or malformed. The BFF forwards the key upstream untouched; the platform
 * scopes it to the member.
 */
export function idempotencyKeyOf(request: Request): { key: string } | { response: Response } {
  const key = request.headers.get('idempotency-key')?.trim() ?? '';
  if (IDEMPOTENCY_KEY.test(key)) return { key };
  return { response: errorResponse(400, 'idempotency_key_required', 'An Idempotency-Key header (8–64 letters, digits, _ or -) is required') };
}
