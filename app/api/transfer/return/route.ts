import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { walletReturn } from '@/lib/wps/transfers';

/** POST /api/transfer/return (Idempotency-Key) — every vendor balance back to the main wallet. */
export async function POST(request: Request) {
  const idempotency = idempotencyKeyOf(request);
  if ('response' in idempotency) return idempotency.response;
  return asMember(request, async (caller) => jsonResponse(await walletReturn(caller, idempotency.key)));
}
