import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { activeSessions, loginHistory } from '@/lib/wps/member-sessions';

/** GET /api/account-activity — the member's login history and live sessions (security center). */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const [history, sessions] = await Promise.all([loginHistory(caller), activeSessions(caller)]);
    return jsonResponse({ history, sessions });
  });
}
