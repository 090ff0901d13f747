import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { depositQueue } from '@bo/lib/platform/payments';

/** GET /api/deposits — deposits waiting for a decision, oldest first (deposits:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await depositQueue(token)));
}
