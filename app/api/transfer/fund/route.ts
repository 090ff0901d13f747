import { walletTransferBody } from '@/contract/cashier-records';
import { defineRoute } from '@/lib/bff/define-route';
import { walletTransfer } from '@/lib/wps/transfers';

/** POST /api/transfer/fund { from, to, amount } (Idempotency-Key) — between main and a vendor wallet. */
export const POST = defineRoute({ access: 'member', idempotent: true, body: walletTransferBody }, ({ caller, body, idempotencyKey }) => walletTransfer(caller, body, idempotencyKey));
