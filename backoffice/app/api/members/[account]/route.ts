import { memberAccountSchema } from '@/contract/member-admin';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { overviewOf } from '@bo/lib/platform/members';

/** GET /api/members/:account — the member's 360 view (members:read). */
export async function GET(request: Request, context: { params: Promise<{ account: string }> }) {
  return asStaff(request, async ({ token }) => {
    const account = memberAccountSchema.safeParse((await context.params).account);
    if (!account.success) return errorResponse(404, 'not_found', 'No such member');
    return jsonResponse(await overviewOf(token, account.data));
  });
}
