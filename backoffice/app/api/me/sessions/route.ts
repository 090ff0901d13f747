import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { ownSessions } from '@bo/lib/platform/staff-session';

/** GET /api/me/sessions — the signed-in staff member's own sessions. */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await ownSessions(token)));
}
