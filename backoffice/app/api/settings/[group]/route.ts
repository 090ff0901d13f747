import { settingsChangeSchema, settingsGroupSchema } from '@/contract/operator-settings';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { changeSettings } from '@bo/lib/platform/settings';

/** PUT /api/settings/:group — the group's whole value and a reason, checked with the contract's schema (the group's edit permission). */
export async function PUT(request: Request, context: { params: Promise<{ group: string }> }) {
  return asStaff(request, async ({ token }) => {
    const group = settingsGroupSchema.safeParse((await context.params).group);
    if (!group.success) return errorResponse(404, 'not_found', 'No such settings group');
    const body = await readJson(request, settingsChangeSchema(group.data));
    return body.ok ? jsonResponse(await changeSettings(token, group.data, body.data)) : body.response;
  });
}
