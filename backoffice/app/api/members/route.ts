import { memberSearchQuery } from '@/contract/member-admin';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { searchMembers } from '@bo/lib/platform/members';

/** GET /api/members?q= — members by account, phone, real name or bank account (members:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => {
    const query = memberSearchQuery.safeParse({ q: new URL(request.url).searchParams.get('q') ?? '' });
    if (!query.success) return errorResponse(400, 'validation_failed', 'Type at least two characters', { fields: { q: query.error.issues[0]?.message ?? 'invalid' } });
    return jsonResponse(await searchMembers(token, query.data.q));
  });
}
