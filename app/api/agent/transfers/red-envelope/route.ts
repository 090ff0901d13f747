import { redEnvelopeBody } from '@/contract/agent-transfers';
import { defineRoute } from '@/lib/bff/define-route';
import { redEnvelope } from '@/lib/wps/agent-transfers';

/** POST /api/agent/transfers/red-envelope { payees, amountEach | total, password, remark? } (Idempotency-Key) — sent encrypted. */
export const POST = defineRoute({ access: 'agent', idempotent: true, body: redEnvelopeBody }, ({ caller, body, idempotencyKey }) =>
  redEnvelope(caller, body, idempotencyKey),
);
