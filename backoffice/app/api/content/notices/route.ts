import { noticeInput } from '@/contract/content-admin';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { addNotice, listNotices } from '@bo/lib/platform/content';

/** GET /api/content/notices — every marquee notice, shown or not, newest first (content:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listNotices(token)));
}

/** POST /api/content/notices — a new notice, shown at once (content:publish). */
export async function POST(request: Request) {
  return asStaff(request, async ({ token }) => {
    const body = await readJson(request, noticeInput);
    if (!body.ok) return body.response;
    return jsonResponse(await addNotice(token, body.data), 201);
  });
}
