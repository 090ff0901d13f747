// Password changes (spec §4, §5): change with the old password, forgot by e-mail (a mailed link
// with a one-time token) and forgot by phone (an SMS code, CHNGPASSVERIF3). New passwords follow
// the register settings' password rule.
import { sessionEvents } from './session-events';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { findMemberByPhone, revokeMemberSessions, setPassword } from '../queries/accounts';
import { closePasswordReset, closePasswordResets, createPasswordReset, findPasswordReset } from '../queries/challenges';
import { findMemberByAccount, findMemberById } from '../queries/members';
import { redeemCode } from '../queries/verification-codes';
import type { AccountsDeps, Client } from './accounts-deps';
import { ApiError } from '../../../core/http/envelope';
import { accountLocked, recordMemberFailure, standingOf } from './login';
import { hashPassword, verifyPassword } from './password';
import { refusePublishedPassword } from './published-passwords';
import type { SiteProfile } from '../../../../../contract/site-profile';
import { parsePhone } from './phone';
import { checkField } from '../../../../../contract/validation-patterns';
import { fieldRule, registerFields, type FieldIssues } from './register-fields';
import { registerErrors } from './registration';
import { startSession, type LoginSuccess } from './session-start';
import { assertCode, codeErrors, codeMissing, hashCode } from './verification-code';

/** Link lifetime; how many mails may be asked for is in abuse-limits.ts. */
export const RESET_POLICY = { ttlMs: 30 * 60 * 1000 } as const;

const secret = z.union([z.string().max(128), z.number()]).transform(String);

export const changePasswordSchema = z.object({ oldPassword: secret, newPassword: secret, confirmNewPassword: secret });
export const resetMailSchema = z.object({ username: z.string().trim().min(1).max(64), email: z.string().trim().min(3).max(254) });
export const resetTokenSchema = z.object({ token: z.string().min(16).max(128), newPassword: secret, confirmNewPassword: secret });
export const resetPhoneSchema = z.object({
  mobileNum: z.unknown().optional(),
  countryDialingCode: z.unknown().optional(),
  verificationCode: z.unknown().optional(),
  newPassword: secret,
  confirmNewPassword: secret.optional(),
});

export const passwordErrors = {
  oldWrong: () => new ApiError(400, 'old_password_wrong', 'Old password is not correct'),
  mismatch: () => new ApiError(400, 'password_confirm_mismatch', 'Confirmation password is not correct'),
  same: () => new ApiError(400, 'password_same', 'The new password must differ from the old one'),
  accountEmail: () => new ApiError(400, 'account_email_mismatch', 'Username/Email does not exist'),
  tokenInvalid: () => new ApiError(400, 'reset_token_invalid', 'This link is invalid or has expired'),
  notRegistered: () => new ApiError(400, 'account_not_registered', 'Please Register An Account First'),
};

const passwordRule = fieldRule(registerFields(false), 'password');

/** The new password against the register settings' password rule, the published ones, then its confirmation. */
export function checkNewPassword(profile: SiteProfile, newPassword: string, confirm: string | undefined): void {
  const issue = checkField(passwordRule, newPassword);
  if (issue) throw registerErrors.fields({ newPassword: issue } satisfies FieldIssues);
  refusePublishedPassword(profile, newPassword, 'newPassword');
  if (confirm !== undefined && confirm !== newPassword) throw passwordErrors.mismatch();
}

export async function changePassword(
  deps: AccountsDeps,
  memberId: number,
  tokenHash: string,
  input: z.infer<typeof changePasswordSchema>,
  client: Client,
): Promise<true> {
  checkNewPassword(deps.profile, input.newPassword, input.confirmNewPassword);
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw passwordErrors.oldWrong();
  const now = new Date();
  await standingOf(deps.db, member, member.account, client, now);
  if (!(await verifyPassword(input.oldPassword, member.passwordHash))) {
    if (await recordMemberFailure(deps, member, client)) throw accountLocked();
    throw passwordErrors.oldWrong();
  }
  if (input.newPassword === input.oldPassword) throw passwordErrors.same();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, member.id, passwordHash, now);
    // Other devices must log in again with the new password; this session stays.
    await revokeMemberSessions(tx, member.id, now, tokenHash);
  });
  sessionEvents.publish({ memberId: member.id });
  return true;
}

const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** POST /wps/member/password/email: mails a reset link when username and e-mail belong together. */
export async function requestResetMail(deps: AccountsDeps, input: z.infer<typeof resetMailSchema>, client: Client): Promise<true> {
  await deps.limits.consume('resetMailPerIp', client.ip);
  await deps.limits.consume('resetMailGlobal', 'site');
  await deps.limits.consume('resetMailPerAccount', input.username.trim().toLowerCase());
  const member = await findMemberByAccount(deps.db, input.username.toLowerCase());
  const email = input.email.toLowerCase();
  if (!member || !member.email || member.email.trim().toLowerCase() !== email) throw passwordErrors.accountEmail();

  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const tokenHash = hashResetToken(token);
  await createPasswordReset(deps.db, {
    tokenHash,
    memberId: member.id,
    expiresAt: new Date(now.getTime() + RESET_POLICY.ttlMs),
  });
  const link = `${deps.portalUrl.replace(/\/+$/, '')}/resetPassword?token=${token}`;
  try {
    await deps.mail.send({
      to: member.email,
      subject: 'Royal Bet password reset',
      text: [
        `Hello ${member.nickname},`,
        '',
        'Someone asked to reset the password of your Royal Bet account. To choose a new password, open:',
        link,
        '',
        `The link works once, for ${RESET_POLICY.ttlMs / 60_000} minutes. If you did not ask for this, ignore this e-mail.`,
      ].join('\n'),
    });
  } catch {
    await closePasswordReset(deps.db, tokenHash, now);
    throw new ApiError(502, 'mail_unknown_error', 'Unknown error, please contact customer service');
  }
  return true;
}

/** POST /wps/member/password/reset: the mailed token sets a new password and ends all sessions. */
export async function resetWithToken(deps: AccountsDeps, input: z.infer<typeof resetTokenSchema>): Promise<true> {
  checkNewPassword(deps.profile, input.newPassword, input.confirmNewPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const done = await deps.db.transaction(async (tx) => {
    const reset = await findPasswordReset(tx, hashResetToken(input.token));
    if (!reset || reset.usedAt !== null || reset.expiresAt.getTime() <= now.getTime()) return false;
    await setPassword(tx, reset.memberId, passwordHash, now);
    await closePasswordResets(tx, reset.memberId, now);
    await revokeMemberSessions(tx, reset.memberId, now);
    return reset.memberId;
  });
  if (done === false) throw passwordErrors.tokenInvalid();
  sessionEvents.publish({ memberId: done });
  return true;
}

/** POST /wps/member/password/verification: SMS code (purpose reset), new password, then logged in. */
export async function resetWithPhone(deps: AccountsDeps, input: z.infer<typeof resetPhoneSchema>, client: Client): Promise<LoginSuccess> {
  const flags = await deps.flags.get();
  if (!flags.CHNGPASSVERIF3) throw registerErrors.unavailable();
  const phone = parsePhone(input.mobileNum, input.countryDialingCode);
  if (codeMissing(input.verificationCode)) throw codeErrors.missing();
  checkNewPassword(deps.profile, input.newPassword, input.confirmNewPassword);
  const member = await findMemberByPhone(deps.db, phone.subscriber, phone.dialingCode);
  if (!member) throw passwordErrors.notRegistered();
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const code = String(input.verificationCode);
  const outcome = await deps.db.transaction(async (tx) => {
    const verdict = await redeemCode(tx, phone.e164, 'reset', hashCode(deps.keys.codes, phone.e164, 'reset', code), now);
    if (verdict !== 'ok') return { verdict };
    await setPassword(tx, member.id, passwordHash, now);
    await revokeMemberSessions(tx, member.id, now);
    const updated = { ...member, passwordChangedAt: now, firstTimeLogin: false };
    return { verdict, success: await startSession(tx, updated, client, now) };
  });
  assertCode(outcome.verdict);
  sessionEvents.publish({ memberId: member.id });
  return outcome.success!;
}
