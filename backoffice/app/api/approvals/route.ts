import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { pendingApprovals } from '@bo/lib/platform/payments';

/** GET /api/approvals — the four-eyes queue: requests waiting for a second staff member (members:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await pendingApprovals(token)));
}
