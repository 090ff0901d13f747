import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { readJobs } from '@bo/lib/platform/operations';

/** GET /api/operations/jobs — every job queue with its lag and last run, and every schedule (system:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await readJobs(token)));
}
