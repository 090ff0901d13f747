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
  const { type } = result.member;
  const refused =
    outcome.audience === 'agent' && !isAgentType(type)
      ? { code: 'non_agent', message: 'Non-agents cannot log in' }
      : outcome.audience === 'member' && !isMemberSideType(type)
        ? { code: 'non_member', message: 'Non-member account unable to login' }
        : null;
  if (refused) {
    await logout({ ...outcome.caller, token: result.token }).catch(() => undefined);
    return errorResponse(403, refused.code, refused.message);
  }
  delete session.captchaKey;
  delete session.pendingChallenge;
  Object.assign(session, sessionFromLogin(result.token, result.member));
  await session.save();
  const mustChangePassword =
    outcome.password !== undefined && (outcome.password === DEFAULT_PASSWORD || result.passwordExpired);
  return jsonResponse({
    ...publicSession(session),
    firstTimeLogin: result.firstTimeLogin,
    passwordExpired: result.passwordExpired,
    mustChangePassword,
  });
}
