import { betSlipBody } from '@/contract/lottery';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { placeLotteryBet } from '@/lib/wps/lottery';

/** POST /api/lottery/bet { drawId, gameCode?, lines } (Idempotency-Key) — a bet slip on one draw. */
export async function POST(request: Request) {
  const idempotency = idempotencyKeyOf(request);
  if ('response' in idempotency) return idempotency.response;
  const body = await readJson(request, betSlipBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await placeLotteryBet(caller, body.data, idempotency.key)));
}
