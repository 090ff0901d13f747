import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { listRoles } from '@bo/lib/platform/staff';

/** GET /api/roles — the roles a staff member may be given (staff:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listRoles(token)));
}
