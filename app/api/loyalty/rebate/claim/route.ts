import { defineRoute } from '@/lib/bff/define-route';
import { claimRebate } from '@/lib/wps/loyalty';

/** POST /api/loyalty/rebate/claim (Idempotency-Key) — claims the rebate once; a second claim gets nothing. */
export const POST = defineRoute({ access: 'member', idempotent: true }, ({ caller, idempotencyKey }) => claimRebate(caller, idempotencyKey));
