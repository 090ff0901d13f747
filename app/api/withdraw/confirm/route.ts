import { withdrawConfirmSchema } from '@/contract/cashier-withdraw';
import { defineRoute } from '@/lib/bff/define-route';
import { confirmWithdrawal } from '@/lib/wps/withdraw';

/** POST /api/withdraw/confirm { withdrawalId, result, receivedAmount?, proofImage? } (Idempotency-Key); a 5 MB image as a data URL (lib/bff/body-limits.ts). */
export const POST = defineRoute({ access: 'member', idempotent: true, body: withdrawConfirmSchema }, ({ caller, body, idempotencyKey }) =>
  confirmWithdrawal(caller, body, idempotencyKey),
);
