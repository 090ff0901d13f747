import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { readSettings } from '@bo/lib/platform/settings';

/** GET /api/settings — every settings group's value and version (settings:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await readSettings(token)));
}
