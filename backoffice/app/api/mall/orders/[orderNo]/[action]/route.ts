import { MALL_ORDER_ACTIONS, mallDecisionBody, mallOrderNo } from '@/contract/points-mall';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { decideMallOrder } from '@bo/lib/platform/mall';
import { z } from 'zod';

const params = z.object({ orderNo: mallOrderNo, action: z.enum(MALL_ORDER_ACTIONS) });

/** POST /api/mall/orders/:orderNo/approve|reject — decides an order in process (mall:edit). */
export async function POST(request: Request, context: { params: Promise<{ orderNo: string; action: string }> }) {
  return asStaff(request, async ({ token }) => {
    const parsed = params.safeParse(await context.params);
    if (!parsed.success) return errorResponse(404, 'mall.order_not_found', 'No such order or action');
    const body = await readJson(request, mallDecisionBody);
    if (!body.ok) return body.response;
    return jsonResponse(await decideMallOrder(token, parsed.data.orderNo, parsed.data.action, body.data));
  });
}
