import { z } from 'zod';
import { memberAccountSchema } from '@/contract/member-admin';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { MEMBER_ACTION_NAMES, MEMBER_ACTIONS } from '@bo/lib/member-schemas';
import { runMemberAction } from '@bo/lib/platform/members';

const params = z.object({ account: memberAccountSchema, action: z.enum(MEMBER_ACTION_NAMES) });

/**
 * POST /api/members/:account/{real-name,blocks,login-lock,end-sessions,reset-funds-password,notes,messages,adjust}
 * — one staff action on a member, with its reason; the platform checks the permission and audits it.
 */
export async function POST(request: Request, context: { params: Promise<{ account: string; action: string }> }) {
  return asStaff(request, async ({ token }) => {
    const route = params.safeParse(await context.params);
    if (!route.success) return errorResponse(404, 'not_found', 'No such member action');
    const { account, action } = route.data;
    const body = await readJson(request, MEMBER_ACTIONS[action].body as z.ZodType<Record<string, unknown>>);
    if (!body.ok) return body.response;
    const answer = await runMemberAction(token, account, action, body.data);
    return jsonResponse(answer.value, answer.status === 202 ? 202 : 200);
  });
}
