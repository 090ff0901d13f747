import { z } from 'zod';
import { staffNameSchema } from '@/contract/staff-permissions';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { changeRole, disableStaff, reissueEnrolment } from '@bo/lib/platform/staff';
import { changeRoleBody, disableStaffBody, STAFF_ACTIONS } from '@bo/lib/staff-schemas';

const params = z.object({ name: staffNameSchema, action: z.enum(STAFF_ACTIONS) });

/** POST /api/staff/:name/{role,disable,enrolment} — change a role, disable, or issue a new enrolment link (staff:manage). */
export async function POST(request: Request, context: { params: Promise<{ name: string; action: string }> }) {
  return asStaff(request, async ({ token }) => {
    const route = params.safeParse(await context.params);
    if (!route.success) return errorResponse(404, 'not_found', 'No such staff action');
    const { name, action } = route.data;
    if (action === 'role') {
      const body = await readJson(request, changeRoleBody);
      return body.ok ? jsonResponse(await changeRole(token, name, body.data)) : body.response;
    }
    if (action === 'disable') {
      const body = await readJson(request, disableStaffBody);
      return body.ok ? jsonResponse(await disableStaff(token, name, body.data.reason)) : body.response;
    }
    return jsonResponse(await reissueEnrolment(token, name));
  });
}
