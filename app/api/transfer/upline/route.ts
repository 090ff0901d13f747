import { transferUplineBody } from '@/contract/cashier-records';
import { defineRoute } from '@/lib/bff/define-route';
import { transferUpline } from '@/lib/wps/transfers';

/** POST /api/transfer/upline { amount, password, remark? } (Idempotency-Key) — to the upline agent, sent encrypted. */
export const POST = defineRoute({ access: 'member', idempotent: true, body: transferUplineBody }, ({ caller, body, idempotencyKey }) => transferUpline(caller, body, idempotencyKey));
