import { joinPromotionBody } from '@/contract/rewards';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { joinPromotion } from '@/lib/wps/rewards';

/**
 * POST /api/rewards/join { promotionId, remark?, images? } — apply for or join a promotion (spec
 * §5: remark ≤ 140, up to 3 png/jpg images ≤ 5 MB each; the platform checks and re-encodes them).
 */
export async function POST(request: Request) {
  // asMember refuses another site's request before the body is read (lib/bff/same-site.ts).
  return asMember(request, async (caller) => {
    const body = await readJson(request, joinPromotionBody);
    if (!body.ok) return body.response;
    return jsonResponse(await joinPromotion(caller, body.data));
  });
}
