import { withdrawRequestSchema } from '@/contract/cashier-withdraw';
import { defineRoute } from '@/lib/bff/define-route';
import { withdraw, withdrawOverview } from '@/lib/wps/withdraw';

/** GET /api/withdraw — settings, limits and balance, turnover: the withdraw screen in one answer. */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => withdrawOverview(caller));

/** POST /api/withdraw { amount, bankCardId, password } (Idempotency-Key) — book a withdrawal. */
export const POST = defineRoute({ access: 'member', idempotent: true, body: withdrawRequestSchema }, ({ caller, body, idempotencyKey }) => withdraw(caller, body, idempotencyKey));
