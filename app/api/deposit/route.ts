import { z } from 'zod';
import { manualTransferBody, qrDepositBody, virtualWalletBody } from '@/contract/cashier-deposit';
import { defineRoute } from '@/lib/bff/define-route';
import { createDeposit } from '@/lib/wps/deposit';

const createBody = z.discriminatedUnion('method', [
  manualTransferBody.extend({ method: z.literal('BANK') }),
  qrDepositBody.extend({ method: z.literal('QR') }),
  virtualWalletBody.extend({ method: z.literal('USDT') }),
]);

/** POST /api/deposit — creates a deposit order by bank transfer, Thai QR or USDT (Idempotency-Key). */
export const POST = defineRoute({ access: 'member', idempotent: true, body: createBody }, ({ caller, body: { method, ...order }, idempotencyKey }) =>
  createDeposit(caller, method, order, idempotencyKey),
);
