// Every /wps and /lgw call must carry `Merchant: <code>` equal to this platform's merchant code.
import type { onRequestHookHandler } from 'fastify';
import { errors } from './envelope';

export function requireMerchant(merchantCode: string): onRequestHookHandler {
  return async (request) => {
    if (request.headers.merchant !== merchantCode) throw errors.merchantInvalid();
  };
}
