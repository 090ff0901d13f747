import { roleInputSchema, roleNameSchema } from '@/contract/staff-permissions';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { saveRole } from '@bo/lib/platform/roles';

const roleBody = roleInputSchema.omit({ name: true });

/** PUT /api/roles/:name — creates or changes a custom role: its permissions and address allow-list (staff:manage). */
export async function PUT(request: Request, context: { params: Promise<{ name: string }> }) {
  return asStaff(request, async ({ token }) => {
    const name = roleNameSchema.safeParse((await context.params).name);
    if (!name.success) return errorResponse(400, 'validation_failed', 'Some fields are missing or invalid', { fields: { name: name.error.issues[0]?.message ?? 'invalid' } });
    const body = await readJson(request, roleBody);
    if (!body.ok) return body.response;
    return jsonResponse(await saveRole(token, name.data, body.data));
  });
}
