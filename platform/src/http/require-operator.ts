// Admin routes need `X-Operator-Key`; compared in constant time over fixed-length digests.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { errors } from '../domain/envelope';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function requireOperator(operatorKey: string): onRequestHookHandler {
  const expected = digest(operatorKey);
  return async (request) => {
    const given = request.headers['x-operator-key'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw errors.operatorKeyInvalid();
  };
}
