import sanitize from 'sanitize-html';
import { z } from 'zod';
import { operatorHtmlOptions } from '@/contract/operator-html';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';

const previewBody = z.object({ html: z.string().max(20_000, 'text_too_long') });

/**
 * POST /api/content/html-preview — operator HTML reduced by the portal's own rules
 * (contract/operator-html.ts), so the preview shows what members will. Images from other hosts than
 * the portal's are left out here: the back office does not know the portal's CONTENT_IMAGE_HOSTS.
 * A POST (the text can be long); it stores nothing.
 */
export async function POST(request: Request) {
  return asStaff(request, async () => {
    const body = await readJson(request, previewBody);
    if (!body.ok) return body.response;
    return jsonResponse({ html: sanitize(body.data.html, operatorHtmlOptions([])) });
  });
}
