import { transferUplineBody } from '@/contract/cashier-records';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { transferUpline } from '@/lib/wps/transfers';

/** POST /api/transfer/upline { amount, password, remark? } (Idempotency-Key) — to the upline agent, sent encrypted. */
export async function POST(request: Request) {
  const idempotency = idempotencyKeyOf(request);
  if ('response' in idempotency) return idempotency.response;
  const body = await readJson(request, transferUplineBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await transferUpline(caller, body.data, idempotency.key)));
}
