import { promotionDefinitionSchema } from '@/contract/rewards';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { listPromotions, savePromotion } from '@bo/lib/platform/promotions';

/** GET /api/promotions — every promotion with its state, budget, what it paid and its claims (promotions:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listPromotions(token)));
}

/** PUT /api/promotions — defines a promotion or replaces its definition, budget included (promotions:edit). */
export async function PUT(request: Request) {
  return asStaff(request, async ({ token }) => {
    const body = await readJson(request, promotionDefinitionSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await savePromotion(token, body.data));
  });
}
