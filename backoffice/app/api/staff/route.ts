import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { createStaff, listStaff } from '@bo/lib/platform/staff';
import { createStaffBody } from '@bo/lib/staff-schemas';

/** GET /api/staff — staff members and their state (staff:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listStaff(token)));
}

/** POST /api/staff — a new staff member; the answer carries their one-time enrolment token, shown once (staff:manage). */
export async function POST(request: Request) {
  return asStaff(request, async ({ token }) => {
    const body = await readJson(request, createStaffBody);
    if (!body.ok) return body.response;
    return jsonResponse(await createStaff(token, body.data), 201);
  });
}
