import { z } from 'zod';
import { manualTransferBody, qrDepositBody, virtualWalletBody } from '@/contract/cashier-deposit';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { createDeposit } from '@/lib/wps/deposit';

const createBody = z.discriminatedUnion('method', [
  manualTransferBody.extend({ method: z.literal('BANK') }),
  qrDepositBody.extend({ method: z.literal('QR') }),
  virtualWalletBody.extend({ method: z.literal('USDT') }),
]);

/** POST /api/deposit — creates a deposit order by bank transfer, Thai QR or USDT (Idempotency-Key). */
export async function POST(request: Request) {
  const key = idempotencyKeyOf(request);
  if ('response' in key) return key.response;
  const body = await readJson(request, createBody);
  if (!body.ok) return body.response;
  const { method, ...order } = body.data;
  return asMember(request, async (caller) => jsonResponse(await createDeposit(caller, method, order, key.key)));
}
