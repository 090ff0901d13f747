import { announcementInput } from '@/contract/content-admin';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { addAnnouncement, listAnnouncements } from '@bo/lib/platform/content';

/** GET /api/content/announcements — every announcement and popup, shown or not, by type (content:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listAnnouncements(token)));
}

/** POST /api/content/announcements — a new announcement or popup, shown at once (content:publish). */
export async function POST(request: Request) {
  return asStaff(request, async ({ token }) => {
    const body = await readJson(request, announcementInput);
    if (!body.ok) return body.response;
    return jsonResponse(await addAnnouncement(token, body.data), 201);
  });
}
