import { liveBetBody } from '@/contract/live-table';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { placeLiveBet } from '@/lib/wps/live-table';

/** POST /api/live/baccarat/bet { roundId, side, amount } (Idempotency-Key) — a bet on the open round. */
export async function POST(request: Request) {
  const idempotency = idempotencyKeyOf(request);
  if ('response' in idempotency) return idempotency.response;
  const body = await readJson(request, liveBetBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await placeLiveBet(caller, body.data, idempotency.key)));
}
