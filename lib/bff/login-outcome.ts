import 'server-only';
import type { IronSession } from 'iron-session';
import { jsonResponse, errorResponse } from './responses';
import { sessionFromLogin, publicSession } from '@/lib/session';
import type { SessionData } from '@/lib/session-types';
import { isAgentType, isMemberSideType } from '@/lib/wps/member-types';
import { logout, type LoginResult } from '@/lib/wps/session';
import type { WpsCaller } from '@/lib/wps/client';

/** Spec §4: the default password that must be changed at once. */
export const DEFAULT_PASSWORD = '123456';

interface Outcome {
  audience: 'member' | 'agent';
  /** What the member typed, when the login was by password (sms/firebase logins skip the check). */
  password?: string;
  caller: WpsCaller;
}

/**
 * Turns an upstream login (password, SMS, second verification, registration, trial, reset) into
 * the browser's session: role checks for the side it came from (spec §6), the sealed cookie,
 * and the next step (forced password change, first login).
 */
export async function completeLogin(session: IronSession<SessionData>, result: LoginResult, outcome: Outcome) {
  const refused = await startBrowserSession(session, result, outcome);
  if (refused) return errorResponse(403, refused.code, refused.message);
  const mustChangePassword =
    outcome.password !== undefined && (outcome.password === DEFAULT_PASSWORD || result.passwordExpired);
  return jsonResponse({
    ...publicSession(session),
    passwordExpired: result.passwordExpired,
    mustChangePassword,
  });
}

/**
 * The role check and the sealed cookie, shared by the JSON logins and the third-party sign-in
 * callback (a redirect): a refused login is logged out upstream and answers its error code.
 */
export async function startBrowserSession(
  session: IronSession<SessionData>,
  result: LoginResult,
  outcome: Outcome,
): Promise<{ code: string; message: string } | null> {
  const { type } = result.member;
  const refused =
    outcome.audience === 'agent' && !isAgentType(type)
      ? { code: 'non_agent', message: 'Non-agents cannot log in' }
      : outcome.audience === 'member' && !isMemberSideType(type)
        ? { code: 'non_member', message: 'Non-member account unable to login' }
        : null;
  if (refused) {
    await logout({ ...outcome.caller, token: result.token }).catch(() => undefined);
    return refused;
  }
  // A new login (or a trial swapped for a real account) ends the previous one upstream: its token,
  // kept in an old copy of the cookie, must not keep working.
  if (session.token && session.token !== result.token) {
    await logout({ ...outcome.caller, token: session.token }).catch(() => undefined);
  }
  delete session.captchaKey;
  delete session.pendingChallenge;
  delete session.oidc;
  Object.assign(session, sessionFromLogin(result.token, result.member));
  // Kept for the whole login (not only in this response): a login that ends in a redirect (third-party
  // sign-in) or a full page load must still show the first-login popups (spec §4, execution F).
  if (result.firstTimeLogin) session.firstTimeLogin = true;
  else delete session.firstTimeLogin;
  await session.save();
  return null;
}
