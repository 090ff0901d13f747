import { recordIdParam } from '@/contract/record-id';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { revokeKey } from '@bo/lib/platform/roles';

/** DELETE /api/keys/:id — revokes a machine key at once (keys:manage). */
export async function DELETE(request: Request, context: { params: Promise<{ id: string }> }) {
  return asStaff(request, async ({ token }) => {
    const id = recordIdParam.safeParse((await context.params).id);
    if (!id.success) return errorResponse(404, 'not_found', 'No such key');
    return jsonResponse(await revokeKey(token, Number(id.data)));
  });
}
