import { redEnvelopeBody } from '@/contract/agent-transfers';
import { asAgent } from '@/lib/bff/agent-route';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { redEnvelope } from '@/lib/wps/agent-transfers';

/** POST /api/agent/transfers/red-envelope { payees, amountEach | total, password, remark? } (Idempotency-Key) — sent encrypted. */
export async function POST(request: Request) {
  return asAgent(request, async (caller) => {
    const idempotency = idempotencyKeyOf(request);
    if ('response' in idempotency) return idempotency.response;
    const body = await readJson(request, redEnvelopeBody);
    if (!body.ok) return body.response;
    return jsonResponse(await redEnvelope(caller, body.data, idempotency.key));
  });
}
