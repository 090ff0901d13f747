import { promoCodeBody } from '@/contract/rewards';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { claimPromoCode } from '@/lib/wps/rewards';

/** POST /api/rewards/promo-code { promoCode } — redeems a promo code, once per member (Idempotency-Key). */
export async function POST(request: Request) {
  const key = idempotencyKeyOf(request);
  if ('response' in key) return key.response;
  return asMember(request, async (caller) => {
    const body = await readJson(request, promoCodeBody);
    if (!body.ok) return body.response;
    return jsonResponse(await claimPromoCode(caller, body.data.promoCode, key.key));
  });
}
