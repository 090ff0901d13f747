import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { claimRebate } from '@/lib/wps/loyalty';

/** POST /api/loyalty/rebate/claim (Idempotency-Key) — claims the rebate once; a second claim gets nothing. */
export async function POST(request: Request) {
  const idempotency = idempotencyKeyOf(request);
  if ('response' in idempotency) return idempotency.response;
  return asMember(request, async (caller) => jsonResponse(await claimRebate(caller, idempotency.key)));
}
