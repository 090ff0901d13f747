import { transferDownlineBody } from '@/contract/agent-transfers';
import { defineRoute } from '@/lib/bff/define-route';
import { transferDownline } from '@/lib/wps/agent-transfers';

/** PUT /api/agent/transfers/downline { payee, amount, password, remark? } (Idempotency-Key) — sent encrypted. */
export const PUT = defineRoute({ access: 'agent', idempotent: true, body: transferDownlineBody }, ({ caller, body, idempotencyKey }) =>
  transferDownline(caller, body, idempotencyKey),
);
