import { audienceQuery } from '@/contract/inbox-admin';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { countAudience } from '@bo/lib/platform/inbox';

/** GET /api/inbox/audience?to=… — how many members a broadcast to this audience reaches now (inbox:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => {
    const audience = audienceQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!audience.success) return errorResponse(400, 'validation_failed', 'Choose who it goes to');
    return jsonResponse(await countAudience(token, audience.data));
  });
}
