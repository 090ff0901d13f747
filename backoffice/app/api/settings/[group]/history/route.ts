import { settingsGroupSchema } from '@/contract/operator-settings';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { settingsHistory } from '@bo/lib/platform/settings';

/** GET /api/settings/:group/history — the group's recorded changes, newest first (settings:read). */
export async function GET(request: Request, context: { params: Promise<{ group: string }> }) {
  return asStaff(request, async ({ token }) => {
    const group = settingsGroupSchema.safeParse((await context.params).group);
    if (!group.success) return errorResponse(404, 'not_found', 'No such settings group');
    return jsonResponse(await settingsHistory(token, group.data));
  });
}
