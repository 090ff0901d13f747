import { defineRoute } from '@/lib/bff/define-route';
import { walletReturn } from '@/lib/wps/transfers';

/** POST /api/transfer/return (Idempotency-Key) — every vendor balance back to the main wallet. */
export const POST = defineRoute({ access: 'member', idempotent: true }, ({ caller, idempotencyKey }) => walletReturn(caller, idempotencyKey));
