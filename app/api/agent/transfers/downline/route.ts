import { transferDownlineBody } from '@/contract/agent-transfers';
import { asAgent } from '@/lib/bff/agent-route';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { transferDownline } from '@/lib/wps/agent-transfers';

/** PUT /api/agent/transfers/downline { payee, amount, password, remark? } (Idempotency-Key) — sent encrypted. */
export async function PUT(request: Request) {
  return asAgent(request, async (caller) => {
    const idempotency = idempotencyKeyOf(request);
    if ('response' in idempotency) return idempotency.response;
    const body = await readJson(request, transferDownlineBody);
    if (!body.ok) return body.response;
    return jsonResponse(await transferDownline(caller, body.data, idempotency.key));
  });
}
