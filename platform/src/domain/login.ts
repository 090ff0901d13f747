// The username login use case (spec §4 login, §8 errors). Unknown account and wrong password get
// the same answer and cost the same scrypt time. Captcha and lock rules are in login-policy.ts.
import { z } from 'zod';
import type { Db } from '../db/client';
import { consumeCaptcha } from '../db/captchas';
import { countFailuresForAccount, countFailuresFromIp, recordLoginAttempt } from '../db/login-history';
import { addLoginFailure, findMemberByAccount, resetLoginFailures, type Member } from '../db/members';
import { createSession } from '../db/sessions';
import { ApiError } from './envelope';
import { isCaptchaRequired, isLocked, LOGIN_POLICY, lockAfterFailure } from './login-policy';
import { burnPasswordCheck, verifyPassword } from './password';
import { hashToken, newToken, SESSION_TTL_MS } from './token';

export const PASSWORD_MAX_AGE_DAYS = 180;

export const loginSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: z.string().max(16).optional(),
  captchaKey: z.string().max(64).optional(),
  type: z.literal('username').optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;

export interface LoginSuccess {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  member: { id: number; account: string; nickname: string; type: number };
}

type FailureReason = 'account_password_wrong' | 'captcha_required' | 'captcha_invalid';

const MESSAGES: Record<FailureReason | 'account_locked', string> = {
  account_password_wrong: 'Account or password wrong',
  captcha_required: 'Please enter the captcha',
  captcha_invalid: 'Captcha check failed',
  account_locked: 'Too many failed attempts, account locked for 15 minutes',
};

const accountLocked = () => new ApiError(429, 'account_locked', MESSAGES.account_locked);

export async function login(db: Db, input: LoginInput, client: { ip: string; device: string }): Promise<LoginSuccess> {
  const now = new Date();
  const account = input.username.trim().toLowerCase();
  const windowStart = new Date(now.getTime() - LOGIN_POLICY.ipWindowMs);
  const member = await findMemberByAccount(db, account);
  const failures = {
    account: member ? member.failedLoginCount : await countFailuresForAccount(db, account, windowStart),
    ip: await countFailuresFromIp(db, client.ip, windowStart),
  };
  const locked = member ? isLocked(member.lockedUntil, now) : failures.account >= LOGIN_POLICY.lockAfterFailures;
  if (locked) throw accountLocked();

  if (isCaptchaRequired(failures)) {
    const { captcha, captchaKey } = input;
    if (!captcha || !captchaKey) return fail(db, member, account, client.ip, failures, 'captcha_required');
    const solved = await db.transaction((tx) => consumeCaptcha(tx, captchaKey, captcha, now));
    if (!solved) return fail(db, member, account, client.ip, failures, 'captcha_invalid');
  }

  const passwordOk = member
    ? await verifyPassword(input.password, member.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!member || !passwordOk) return fail(db, member, account, client.ip, failures, 'account_password_wrong');

  const token = newToken();
  await db.transaction(async (tx) => {
    await resetLoginFailures(tx, member.id);
    await recordLoginAttempt(tx, { memberId: member.id, account, ip: client.ip, success: true });
    await createSession(tx, {
      tokenHash: hashToken(token),
      memberId: member.id,
      ip: client.ip,
      device: client.device,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
  });
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: now.getTime() - member.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000,
    member: { id: member.id, account: member.account, nickname: member.nickname, type: member.type },
  };
}

/** Records the failed attempt, applies the lock, and throws the answer the client gets. */
async function fail(
  db: Db,
  member: Member | undefined,
  account: string,
  ip: string,
  before: { account: number; ip: number },
  reason: FailureReason,
): Promise<never> {
  const now = new Date();
  const after = await db.transaction(async (tx) => {
    await recordLoginAttempt(tx, { memberId: member?.id ?? null, account, ip, success: false });
    if (!member) return { failures: before.account + 1, lockedUntil: lockAfterFailure(before.account + 1, now) };
    return addLoginFailure(tx, member.id);
  });
  if (isLocked(after.lockedUntil, now)) throw accountLocked();
  const captcha = isCaptchaRequired({ account: after.failures, ip: before.ip + 1 });
  throw new ApiError(400, reason, MESSAGES[reason], captcha || reason !== 'account_password_wrong' ? { captcha: true } : undefined);
}
