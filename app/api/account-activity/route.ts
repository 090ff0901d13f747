import { defineRoute } from '@/lib/bff/define-route';
import { activeSessions, loginHistory } from '@/lib/wps/member-sessions';

/** GET /api/account-activity — the member's login history and live sessions (security center). */
export const GET = defineRoute({ access: 'member' }, async ({ caller }) => {
  const [history, sessions] = await Promise.all([loginHistory(caller), activeSessions(caller)]);
  return { history, sessions };
});
