import { enabledInput } from '@/contract/content-admin';
import { recordIdParam } from '@/contract/record-id';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { setNoticeEnabled } from '@bo/lib/platform/content';

/** POST /api/content/notices/:id — shows or hides a marquee notice (content:publish). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  return asStaff(request, async ({ token }) => {
    const id = recordIdParam.safeParse((await context.params).id);
    if (!id.success) return errorResponse(404, 'not_found', 'No such notice');
    const body = await readJson(request, enabledInput);
    if (!body.ok) return body.response;
    return jsonResponse(await setNoticeEnabled(token, Number(id.data), body.data.enabled));
  });
}
