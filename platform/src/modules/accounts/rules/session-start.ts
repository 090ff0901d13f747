// The end of every successful login (password, SMS, second verification, registration, free play,
// reset by phone): login_history row (the IP becomes known), failures cleared (the account's, and
// the lock scopes this client counts under), the device remembered as known to the account (not for
// a trial account, which anyone opens), session created, and the automatic REGISTER / LOGIN rewards
// due (auto-rewards.ts) paid in the same transaction.
import { isTrialType } from '../../../../../contract/member-types';
import type { Executor } from '../../../core/database/client';
import { clearScopeFailures, isKnownDevice, rememberDevice } from '../queries/login-devices';
import { recordLoginAttempt } from '../queries/login-history';
import { memberStatusErrors, memberStatusOf } from '../queries/member-status';
import { clearFirstTimeLogin, resetLoginFailures, type Member } from '../queries/members';
import { createSession } from '../queries/sessions';
import type { Client } from './accounts-deps';
import { knownDeviceSince, lockScopes, NEW_DEVICES_SCOPE } from './login-policy';
import { hashToken, newToken, SESSION_TTL_MS } from '../../../core/token';

export const PASSWORD_MAX_AGE_DAYS = 180;

/**
 * What another module does when a session starts, inside the session's transaction: rewards pays
 * its REGISTER and LOGIN promotions. Listeners are added by the composition root (server.ts), so
 * accounts knows no module above it.
 */
export type SessionStartListener = (ex: Executor, member: { id: number; type: number }, event: 'register' | 'login', now: Date) => Promise<unknown>;
const sessionStartListeners: SessionStartListener[] = [];

export function onSessionStart(listener: SessionStartListener): void {
  if (!sessionStartListeners.includes(listener)) sessionStartListeners.push(listener);
}

export interface LoginSuccess {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  member: { id: number; account: string; nickname: string; type: number };
}

export async function startSession(
  ex: Executor,
  member: Member,
  client: Client,
  now: Date,
  { registered = false }: { registered?: boolean } = {},
): Promise<LoginSuccess> {
  // An account its agent disabled (DOWNMAN account status) starts no session, whatever the login path.
  if (!(await memberStatusOf(ex, member.id)).accountEnabled) throw memberStatusErrors.accountDisabled();
  const token = newToken();
  await resetLoginFailures(ex, member.id);
  await forgiveClient(ex, member, client, now);
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
  for (const listener of sessionStartListeners) await listener(ex, member, registered ? 'register' : 'login', now);
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: now.getTime() - member.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000,
    member: { id: member.id, account: member.account, nickname: member.nickname, type: member.type },
  };
}

/**
 * A right login ends the failures of the scopes this client counts under (not the account's new
 * devices together, nor the address when the device is known: an attacker there keeps theirs) and
 * makes the device known to the account.
 */
async function forgiveClient(ex: Executor, member: Member, client: Client, now: Date): Promise<void> {
  const known = client.deviceHash !== undefined && (await isKnownDevice(ex, client.deviceHash, knownDeviceSince(now), member.id));
  await clearScopeFailures(ex, member.account, lockScopes(client, known).filter((scope) => scope !== NEW_DEVICES_SCOPE));
  if (client.deviceHash && !isTrialType(member.type)) await rememberDevice(ex, client.deviceHash, member.id, now);
}
