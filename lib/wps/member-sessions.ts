import 'server-only';
import { activeSessionsAnswer, loginHistoryAnswer, revokeOthersAnswer, type ActiveSession, type LoginRecord } from '@/contract/member-sessions';
import { wpsFetch, type WpsCaller } from './client';

/** GET /wps/member/loginHistory (token, real members): the last 20 login attempts on the account. */
export function loginHistory(caller: WpsCaller): Promise<LoginRecord[]> {
  return wpsFetch('/wps/member/loginHistory', { schema: loginHistoryAnswer, caller });
}

/** GET /wps/member/sessions: the account's live sessions, this one marked current. */
export function activeSessions(caller: WpsCaller): Promise<ActiveSession[]> {
  return wpsFetch('/wps/member/sessions', { schema: activeSessionsAnswer, caller });
}

/** POST /wps/member/sessions/revokeOthers: every other live session of the account revoked. */
export function revokeOtherSessions(caller: WpsCaller): Promise<{ revoked: number }> {
  return wpsFetch('/wps/member/sessions/revokeOthers', { schema: revokeOthersAnswer, caller, method: 'POST', body: {} });
}
