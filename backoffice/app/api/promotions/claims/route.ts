import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { listApplications } from '@bo/lib/platform/promotions';

/** GET /api/promotions/claims — the applications waiting for a decision (promotions:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listApplications(token)));
}
