import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { listFeedback } from '@bo/lib/platform/inbox';

/** GET /api/inbox/feedback — members' latest feedback, newest first (inbox:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listFeedback(token)));
}
