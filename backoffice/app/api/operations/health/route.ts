import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { readHealth } from '@bo/lib/platform/operations';

/** GET /api/operations/health — the platform's health, for signed-in staff. */
export async function GET(request: Request) {
  return asStaff(request, async () => jsonResponse(await readHealth()));
}
