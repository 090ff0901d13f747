// The login use case (spec §4 login, §8 errors): by username (or a registered mobile number) and
// password, or by SMS code. Unknown accounts and wrong passwords get the same answer and cost the
// same scrypt time. Captcha, delay and lock rules are in login-policy.ts: a wrong credential counts
// and waits longer each time; an answer refused for its captcha does not count; only wrong
// passwords sent with a solved captcha lock the account, and the owner is told.
// A right login from an unrecorded IP ends in a second-verification challenge instead of a session.
import { z } from 'zod';
import { findMemberByMobileDigits, findMemberByPhone, findProfile, successHistory } from '../db/accounts';
import { consumeCaptcha } from '../db/captchas';
import { createChallenge } from '../db/challenges';
import { countFailuresForAccount, countFailuresFromIp, recordLoginAttempt } from '../db/login-history';
import { addLoginFailure, findMemberByAccount, type Member } from '../db/members';
import { redeemCode } from '../db/verification-codes';
import type { Db } from '../db/client';
import type { AccountsDeps, Client } from './accounts-deps';
import { ApiError } from './envelope';
import {
  challengeErrors,
  challengeMethods,
  CHALLENGE_POLICY,
  hashChallengeId,
  needsSecondVerification,
  newChallengeId,
} from './login-challenge';
import { notifyLockout } from './lockout';
import { isCaptchaRequired, isLocked, LOGIN_POLICY, lockAfterFailure, loginFailureDelayMs } from './login-policy';
import { burnPasswordCheck, verifyPassword } from './password';
import { looksLikeMobile, parsePhone } from './phone';
import { startSession, type LoginSuccess } from './session-start';
import { parseOrFail } from './validation';
import { codeErrors, codeMissing, hashCode } from './verification-code';

export { PASSWORD_MAX_AGE_DAYS, type LoginSuccess } from './session-start';

/** The envelope of the login body; the fields are checked per type. */
export const loginSchema = z.looseObject({ type: z.enum(['username', 'sms']).optional() });

const captchaFields = { captcha: z.string().max(16).optional(), captchaKey: z.string().max(64).optional() };

const usernameLoginSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  ...captchaFields,
});

const smsLoginSchema = z.object({
  mobileNum: z.unknown().optional(),
  countryDialingCode: z.unknown().optional(),
  verificationCode: z.unknown().optional(),
  ...captchaFields,
});

export type LoginInput = z.infer<typeof loginSchema>;

type FailureReason =
  | 'account_password_wrong'
  | 'captcha_required'
  | 'captcha_invalid'
  | 'account_not_registered'
  | 'code_invalid'
  | 'code_expired';

const MESSAGES: Record<FailureReason | 'account_locked', string> = {
  account_password_wrong: 'Account or password wrong',
  captcha_required: 'Please enter the captcha',
  captcha_invalid: 'Captcha check failed',
  account_not_registered: 'Please Register An Account First',
  code_invalid: codeErrors.invalid().message,
  code_expired: codeErrors.expired().message,
  account_locked: 'Too many failed attempts, account locked for 15 minutes',
};

export const accountLocked = () => new ApiError(429, 'account_locked', MESSAGES.account_locked);

interface Attempt {
  member: Member | undefined;
  /** The name failures are counted under: the member's account, or what was typed. */
  account: string;
  ip: string;
  failures: { account: number; ip: number; siteFlood: boolean };
  /** This attempt came with a solved captcha (only such failures may lock). */
  captchaSolved: boolean;
}

export async function login(deps: AccountsDeps, input: LoginInput, client: Client): Promise<LoginSuccess> {
  return input.type === 'sms' ? smsLogin(deps, input, client) : passwordLogin(deps, input, client);
}

async function passwordLogin(deps: AccountsDeps, raw: LoginInput, client: Client): Promise<LoginSuccess> {
  const input = parseOrFail(usernameLoginSchema, raw);
  const typed = input.username.trim().toLowerCase();
  const member = looksLikeMobile(typed)
    ? await findMemberByMobileDigits(deps.db, typed.replace(/[\s-]/g, '').replace(/^0+/, ''))
    : await findMemberByAccount(deps.db, typed);
  const attempt = await gate(deps, member, member?.account ?? typed, client.ip, input);

  const passwordOk = member
    ? await verifyPassword(input.password, member.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!member || !passwordOk) return fail(deps, attempt, 'account_password_wrong');
  return finishLogin(deps, member, client, 'username');
}

async function smsLogin(deps: AccountsDeps, raw: LoginInput, client: Client): Promise<LoginSuccess> {
  const input = parseOrFail(smsLoginSchema, raw);
  const phone = parsePhone(input.mobileNum, input.countryDialingCode);
  const member = await findMemberByPhone(deps.db, phone.subscriber, phone.dialingCode);
  const attempt = await gate(deps, member, member?.account ?? phone.e164, client.ip, input);
  if (!member) return fail(deps, attempt, 'account_not_registered');
  if (codeMissing(input.verificationCode)) throw codeErrors.missing();

  const code = String(input.verificationCode);
  const verdict = await deps.db.transaction((tx) =>
    redeemCode(tx, phone.e164, 'login', hashCode(deps.keys.codes, phone.e164, 'login', code), new Date()),
  );
  if (verdict !== 'ok') return fail(deps, attempt, verdict === 'invalid' ? 'code_invalid' : 'code_expired');
  return finishLogin(deps, member, client, 'sms');
}

/** Lock and captcha checks before any credential is looked at. */
async function gate(
  deps: AccountsDeps,
  member: Member | undefined,
  account: string,
  ip: string,
  input: { captcha?: string; captchaKey?: string },
): Promise<Attempt> {
  const { db } = deps;
  const now = new Date();
  const windowStart = new Date(now.getTime() - LOGIN_POLICY.ipWindowMs);
  const failures = {
    account: member ? member.failedLoginCount : await countFailuresForAccount(db, account, windowStart),
    ip: await countFailuresFromIp(db, ip, windowStart),
    siteFlood: (await deps.limits.peek('loginFailuresGlobal', 'site')) >= deps.limits.rule('loginFailuresGlobal').points,
  };
  // An unknown name answers like an account would (locked after as many failures): no enumeration.
  const locked = member ? isLocked(member.lockedUntil, now) : failures.account >= LOGIN_POLICY.lockAfterFailures;
  if (locked) throw accountLocked();

  let captchaSolved = false;
  if (isCaptchaRequired(failures)) {
    // Refused before the password is looked at: not a failure (a right password costs nothing).
    const { captcha, captchaKey } = input;
    if (!captcha || !captchaKey) throw captchaRefusal('captcha_required');
    captchaSolved = await db.transaction((tx) => consumeCaptcha(tx, captchaKey, captcha, now));
    if (!captchaSolved) throw captchaRefusal('captcha_invalid');
  }
  return { member, account, ip, failures, captchaSolved };
}

const captchaRefusal = (reason: 'captcha_required' | 'captcha_invalid') =>
  new ApiError(400, reason, MESSAGES[reason], { captcha: true });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Session, or a second-verification challenge when the IP is new for a member who has been seen. */
async function finishLogin(deps: AccountsDeps, member: Member, client: Client, loginType: string): Promise<LoginSuccess> {
  const now = new Date();
  const profile = await findProfile(deps.db, member.id);
  const methods = challengeMethods({ ...member, totpEnabled: Boolean(profile?.totpEnabledAt) });
  if (needsSecondVerification(await successHistory(deps.db, member.id, client.ip), methods)) {
    const challenge = newChallengeId();
    await createChallenge(deps.db, {
      idHash: hashChallengeId(challenge),
      memberId: member.id,
      ip: client.ip,
      loginType,
      expiresAt: new Date(now.getTime() + CHALLENGE_POLICY.ttlMs),
    });
    throw challengeErrors.required(challenge, methods);
  }
  return deps.db.transaction((tx) => startSession(tx, member, client, now));
}

/** Records a failed login of `member` (e.g. a wrong second-verification answer); true when now locked. */
export async function recordMemberFailure(db: Db, member: Member, ip: string): Promise<boolean> {
  const after = await db.transaction(async (tx) => {
    await recordLoginAttempt(tx, { memberId: member.id, account: member.account, ip, success: false });
    return addLoginFailure(tx, member.id);
  });
  return isLocked(after.lockedUntil, new Date());
}

/**
 * Records the failed attempt, applies the lock (only after a solved captcha), tells the owner of a
 * new lock, waits the progressive delay and throws the answer the client gets.
 */
async function fail(deps: AccountsDeps, attempt: Attempt, reason: FailureReason): Promise<never> {
  const now = new Date();
  const { member, account, ip, failures: before, captchaSolved } = attempt;
  const after = await deps.db.transaction(async (tx) => {
    await recordLoginAttempt(tx, { memberId: member?.id ?? null, account, ip, success: false });
    if (!member) {
      return { failures: before.account + 1, lockedUntil: lockAfterFailure(before.account + 1, now, captchaSolved), newlyLocked: false };
    }
    return addLoginFailure(tx, member.id, { mayLock: captchaSolved });
  });
  await deps.limits.count('loginFailuresGlobal', 'site');
  if (member && after.newlyLocked) await notifyLockout(deps, member).catch(() => undefined);
  const failures = { account: after.failures, ip: before.ip + 1, siteFlood: before.siteFlood };
  await sleep(loginFailureDelayMs(failures));
  if (isLocked(after.lockedUntil, now)) throw accountLocked();
  throw new ApiError(400, reason, MESSAGES[reason], isCaptchaRequired(failures) ? { captcha: true } : undefined);
}
