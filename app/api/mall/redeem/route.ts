import { redeemRequestSchema } from '@/contract/points-mall';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { redeemPointReward } from '@/lib/wps/points-mall';

/** POST /api/mall/redeem { itemId, quantity, password, recipient?, address?, phone? } (Idempotency-Key). */
export async function POST(request: Request) {
  const key = idempotencyKeyOf(request);
  if ('response' in key) return key.response;
  return asMember(request, async (caller) => {
    const body = await readJson(request, redeemRequestSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await redeemPointReward(caller, body.data, key.key));
  });
}
