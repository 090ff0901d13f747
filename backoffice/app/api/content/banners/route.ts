import { bannerInput } from '@/contract/content-admin';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { addBanner, listBanners } from '@bo/lib/platform/content';

/** GET /api/content/banners — every banner, shown or not, by group and order (content:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listBanners(token)));
}

/** POST /api/content/banners — a new banner, shown at once (content:publish). */
export async function POST(request: Request) {
  return asStaff(request, async ({ token }) => {
    const body = await readJson(request, bannerInput);
    if (!body.ok) return body.response;
    return jsonResponse(await addBanner(token, body.data), 201);
  });
}
