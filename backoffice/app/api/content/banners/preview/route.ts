import { bannerPreviewQuery } from '@/contract/content-admin';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { previewBanner } from '@bo/lib/platform/content';

/** GET /api/content/banners/preview?language&title&url — the art a banner would get, as SVG text (content:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => {
    const query = bannerPreviewQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, 'validation_failed', 'A language and a title of 1 to 120 characters');
    return jsonResponse(await previewBanner(token, query.data));
  });
}
