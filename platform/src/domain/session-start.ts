// The end of every successful login (password, SMS, second verification, registration, free play,
// reset by phone): login_history row (the IP becomes known), failures cleared, session created,
// and the automatic REGISTER / LOGIN rewards due (auto-rewards.ts) paid in the same transaction.
import type { Executor } from '../db/client';
import { recordLoginAttempt } from '../db/login-history';
import { memberStatusErrors, memberStatusOf } from '../db/member-status';
import { clearFirstTimeLogin, resetLoginFailures, type Member } from '../db/members';
import { createSession } from '../db/sessions';
import { grantSessionRewards } from './auto-rewards';
import { hashToken, newToken, SESSION_TTL_MS } from './token';

export const PASSWORD_MAX_AGE_DAYS = 180;

export interface LoginSuccess {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  member: { id: number; account: string; nickname: string; type: number };
}

export async function startSession(
  ex: Executor,
  member: Member,
  client: { ip: string; device: string },
  now: Date,
  { registered = false }: { registered?: boolean } = {},
): Promise<LoginSuccess> {
  // An account its agent disabled (DOWNMAN account status) starts no session, whatever the login path.
  if (!(await memberStatusOf(ex, member.id)).accountEnabled) throw memberStatusErrors.accountDisabled();
  const token = newToken();
  await resetLoginFailures(ex, member.id);
  // Spec §4 "first-time login": reported by the member's first session only (F popups).
  if (member.firstTimeLogin) await clearFirstTimeLogin(ex, member.id);
  await recordLoginAttempt(ex, { memberId: member.id, account: member.account, ip: client.ip, success: true });
  await createSession(ex, {
    tokenHash: hashToken(token),
    memberId: member.id,
    ip: client.ip,
    device: client.device,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  await grantSessionRewards(ex, member, registered ? 'register' : 'login', now);
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: now.getTime() - member.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000,
    member: { id: member.id, account: member.account, nickname: member.nickname, type: member.type },
  };
}
