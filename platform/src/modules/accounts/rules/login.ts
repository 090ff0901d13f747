// The login use case (spec §4 login, §8 errors): by username (or a registered mobile number) and
// password, or by SMS code. Unknown accounts and wrong passwords get the same answer and cost the
// same scrypt time. Captcha, delay and lock rules are in login-policy.ts: a wrong credential counts
// (for the account, the device, the address and the site) and waits longer each time; an answer
// refused for its captcha does not count; only wrong passwords sent with a solved captcha lock, and
// only the scopes they came from (the device, the address), and the owner is told.
// A right login from an unrecorded IP ends in a second-verification challenge instead of a session.
import { z } from 'zod';
import { findMemberByMobileDigits, findMemberByPhone, findProfile, successHistory } from '../queries/accounts';
import { consumeCaptcha } from '../queries/captchas';
import { createChallenge } from '../queries/challenges';
import { addScopeFailure, isKnownDevice, scopeLockedUntil } from '../queries/login-devices';
import { countFailuresForAccount, recordLoginAttempt } from '../queries/login-history';
import { addLoginFailure, findMemberByAccount, type Member } from '../queries/members';
import { redeemCode } from '../queries/verification-codes';
import type { Db } from '../../../core/database/client';
import type { AccountsDeps, Client } from './accounts-deps';
import { ApiError } from '../../../core/http/envelope';
import {
  challengeErrors,
  challengeMethods,
  CHALLENGE_POLICY,
  hashChallengeId,
  needsSecondVerification,
  newChallengeId,
} from './login-challenge';
import { notifyLockout } from './lockout';
import {
  isCaptchaRequired,
  isLocked,
  knownDeviceSince,
  LOGIN_POLICY,
  lockScopes,
  lockThreshold,
  loginFailureDelayMs,
  type FailureCounts,
  type FailureLimits,
} from './login-policy';
import { burnPasswordCheck, verifyPassword } from './password';
import { isRefusedPassword } from './published-passwords';
import { looksLikeMobile, parsePhone } from './phone';
import { startSession, type LoginSuccess } from './session-start';
import { registerErrors } from './registration';
import { parseOrFail } from '../../../core/http/validation';
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
  client: Client;
  failures: FailureCounts;
  limits: FailureLimits;
  /** The lock scopes this attempt counts under (login-policy lockScopes). */
  scopes: string[];
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
  const attempt = await gate(deps, member, member?.account ?? typed, client, input);

  // A production site takes none of the demo's published passwords, whatever an account holds.
  const passwordOk = member && !isRefusedPassword(deps.profile, input.password)
    ? await verifyPassword(input.password, member.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!member || !passwordOk) return fail(deps, attempt, 'account_password_wrong');
  return finishLogin(deps, member, client, 'username');
}

async function smsLogin(deps: AccountsDeps, raw: LoginInput, client: Client): Promise<LoginSuccess> {
  // The login popup offers SMS login only with its flag on (spec §2); the platform agrees.
  if (!(await deps.flags.get()).SMSLOGIN3) throw registerErrors.unavailable();
  const input = parseOrFail(smsLoginSchema, raw);
  const phone = parsePhone(input.mobileNum, input.countryDialingCode);
  const member = await findMemberByPhone(deps.db, phone.subscriber, phone.dialingCode);
  const attempt = await gate(deps, member, member?.account ?? phone.e164, client, input);
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
  client: Client,
  input: { captcha?: string; captchaKey?: string },
): Promise<Attempt> {
  const { db, limits } = deps;
  const now = new Date();
  const { knownDevice, scopes } = await standingOf(db, member, account, client, now);
  const failures: FailureCounts = {
    account: member ? member.failedLoginCount : await countFailuresForAccount(db, account, new Date(now.getTime() - LOGIN_POLICY.windowMs)),
    device: client.deviceHash ? await limits.peek('loginFailuresPerDevice', client.deviceHash) : 0,
    address: await limits.peek('loginFailuresPerIp', client.ip),
    knownDevice,
    siteFlood: await limits.siteSpent('loginFailuresGlobal', knownDevice ? 'known' : 'unknown'),
  };
  const inForce = { device: limits.rule('loginFailuresPerDevice').points, address: limits.rule('loginFailuresPerIp').points };

  let captchaSolved = false;
  if (isCaptchaRequired(failures, inForce)) {
    // Refused before the password is looked at: not a failure (a right password costs nothing).
    const { captcha, captchaKey } = input;
    if (!captcha || !captchaKey) throw captchaRefusal('captcha_required');
    captchaSolved = await db.transaction((tx) => consumeCaptcha(tx, captchaKey, captcha, now));
    if (!captchaSolved) throw captchaRefusal('captcha_invalid');
  }
  return { member, account, client, failures, limits: inForce, scopes, captchaSolved };
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

/**
 * The client as the account sees it: whether its device is known there and the lock scopes it counts
 * under. Throws account_locked when the account, or one of those scopes, is locked. (An unknown name
 * has scopes like an account's and locks like one: no enumeration.)
 */
export async function standingOf(
  db: Db,
  member: Member | undefined,
  account: string,
  client: Client,
  now: Date,
): Promise<{ knownDevice: boolean; scopes: string[] }> {
  const knownDevice =
    member !== undefined && client.deviceHash !== undefined && (await isKnownDevice(db, client.deviceHash, knownDeviceSince(now), member.id));
  const scopes = lockScopes(client, knownDevice);
  if ((member && isLocked(member.lockedUntil, now)) || (await scopeLockedUntil(db, account, scopes, now))) throw accountLocked();
  return { knownDevice, scopes };
}

/** One failure in the login history, the account's consecutive count and the client's lock scopes (locking those at their limit when `mayLock`). */
async function countFailure(db: Db, member: Member | undefined, account: string, client: Client, scopes: string[], mayLock: boolean, now: Date) {
  return db.transaction(async (tx) => {
    await recordLoginAttempt(tx, { memberId: member?.id ?? null, account, ip: client.ip, success: false });
    const accountFailures = member ? (await addLoginFailure(tx, member.id)).failures : undefined;
    const lock = await addScopeFailure(tx, account, scopes, {
      now,
      windowMs: LOGIN_POLICY.windowMs,
      lockMs: LOGIN_POLICY.lockMs,
      mayLock,
      threshold: lockThreshold,
    });
    return { accountFailures, ...lock };
  });
}

/**
 * Records a failure of someone who knew the password (a wrong second-verification answer, a wrong old
 * password of a signed-in member): it counts toward the client's scope locks without a captcha having
 * been asked for; true when the client is now locked out.
 */
export async function recordMemberFailure(deps: AccountsDeps, member: Member, client: Client): Promise<boolean> {
  const now = new Date();
  const { scopes } = await standingOf(deps.db, member, member.account, client, now);
  const after = await countFailure(deps.db, member, member.account, client, scopes, true, now);
  if (after.newlyLocked) await notifyLockout(deps, member).catch(() => undefined);
  return after.lockedUntil !== null;
}

/**
 * Records the failed attempt, counts it for the account, each lock scope (locking those at their
 * limit, only after a solved captcha), the device, the address and the site, tells the owner of a
 * new lock, waits the progressive delay and throws the answer the client gets.
 */
async function fail(deps: AccountsDeps, attempt: Attempt, reason: FailureReason): Promise<never> {
  const now = new Date();
  const { member, account, client, failures: before, scopes, captchaSolved } = attempt;
  const counted = await countFailure(deps.db, member, account, client, scopes, captchaSolved, now);
  const after = { ...counted, accountFailures: counted.accountFailures ?? before.account + 1 };
  const [device, address] = await Promise.all([
    client.deviceHash ? deps.limits.count('loginFailuresPerDevice', client.deviceHash) : 0,
    deps.limits.count('loginFailuresPerIp', client.ip),
    deps.limits.countSite('loginFailuresGlobal', before.knownDevice ? 'known' : 'unknown'),
  ]);
  if (member && after.newlyLocked) await notifyLockout(deps, member).catch(() => undefined);
  const failures: FailureCounts = { ...before, account: after.accountFailures, device, address };
  await sleep(loginFailureDelayMs(failures, attempt.limits));
  if (after.lockedUntil) throw accountLocked();
  throw new ApiError(400, reason, MESSAGES[reason], isCaptchaRequired(failures, attempt.limits) ? { captcha: true } : undefined);
}
