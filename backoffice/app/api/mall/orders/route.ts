import { z } from 'zod';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { listMallOrders } from '@bo/lib/platform/mall';

const query = z.object({ state: z.enum(['0', '1', '2']).optional() });

/** GET /api/mall/orders?state=0|1|2 — redeem orders, newest first (mall:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => {
    const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return errorResponse(400, 'validation_failed', 'state is 0, 1 or 2');
    return jsonResponse(await listMallOrders(token, parsed.data.state === undefined ? undefined : Number(parsed.data.state)));
  });
}
