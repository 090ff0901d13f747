import { promotionIdSchema, stopPromotionBody } from '@/contract/rewards';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { stopPromotion } from '@bo/lib/platform/promotions';

/** POST /api/promotions/:promotionId/stop — the kill switch, with a reason (promotions:edit). */
export async function POST(request: Request, context: { params: Promise<{ promotionId: string }> }) {
  return asStaff(request, async ({ token }) => {
    const promotionId = promotionIdSchema.safeParse((await context.params).promotionId);
    if (!promotionId.success) return errorResponse(404, 'promotion_not_found', 'No such promotion');
    const body = await readJson(request, stopPromotionBody);
    if (!body.ok) return body.response;
    return jsonResponse(await stopPromotion(token, promotionId.data, body.data));
  });
}
