// Binding a mobile number or e-mail in the security center, and resetting the funds password by a
// code (spec §4 SMS codes and their limits, §8 phone errors; money-and-agents §3.4 "Forgot funds
// password"). A bind sends a code to the new number or address and binds it when that code comes
// back; replacing one also needs proof of the old one: its own code, or the login password. A
// number (any dialing code) and an e-mail (any case) belong to one member of the site. Codes go
// through code-sender.ts under the SMS policy, the per-IP limit and a per-member limit.
import type { BindCodeRequest, BindContactRequest, ContactChannel } from '../../../../../contract/profile';
import { findMemberByMobileDigits, lockKey, lockMobile } from '../queries/accounts';
import type { Db } from '../../../core/database/client';
import { bindEmail, bindMobile, findMemberWithProfile, findOtherMemberByEmail, replaceFundsPassword } from '../queries/member-profile';
import { redeemCode } from '../queries/verification-codes';
import type { AccountsDeps } from './accounts-deps';
import { hitIpLimit, sendCode, type CodeSent } from './code-sender';
import { ApiError } from '../../../core/http/envelope';
import { fundsPasswordErrors, hasFundsPassword } from './funds-password';
import { maskEmail, maskMobile } from '../../../core/masking';
import { languageOfMember } from './member-language';
import { hashPassword, verifyPassword } from './password';
import { refusePublishedPassword } from './published-passwords';
import { parsePhone, type Phone } from './phone';
import { assertCode, hashCode, type CodePurpose, type CodeVerdict } from './verification-code';

export const bindErrors = {
  mobileExists: () => new ApiError(400, 'mobile_exists', 'This mobile number is already bound to another account'),
  emailExists: () => new ApiError(400, 'email_exists', 'This e-mail is already bound to another account'),
  same: () => new ApiError(400, 'contact_same', 'This is already your bound number or e-mail'),
  notBound: () => new ApiError(400, 'contact_not_bound', 'Bind a mobile number or e-mail first'),
  oldProofRequired: () => new ApiError(400, 'old_proof_required', 'Enter the code sent to your current number or e-mail, or your login password'),
  passwordWrong: () => new ApiError(400, 'old_password_wrong', 'The login password is wrong'),
};

interface Bound {
  memberId: number;
  passwordHash: string;
  mobile: Phone | null;
  email: string | null;
}

async function boundContacts(db: Db, memberId: number): Promise<Bound> {
  const found = await findMemberWithProfile(db, memberId);
  if (!found) throw new ApiError(404, 'not_found', 'Member not found');
  const { member, profile } = found;
  return {
    memberId,
    passwordHash: member.passwordHash,
    mobile: member.mobile ? parsePhone(member.mobile, profile?.countryDialingCode ?? undefined) : null,
    email: member.email?.trim() ? member.email.trim().toLowerCase() : null,
  };
}

/** Where a code to the bound contact of `channel` goes, or contact_not_bound. */
function boundRecipient(bound: Bound, channel: ContactChannel): { channel: 'sms' | 'mail'; recipient: string } {
  if (channel === 'mobile') {
    if (!bound.mobile) throw bindErrors.notBound();
    return { channel: 'sms', recipient: bound.mobile.e164 };
  }
  if (!bound.email) throw bindErrors.notBound();
  return { channel: 'mail', recipient: bound.email };
}

async function countCodeRequest(deps: AccountsDeps, memberId: number, ip: string): Promise<void> {
  await hitIpLimit(deps, ip);
  await deps.limits.consume('contactCodesPerMember', String(memberId));
}

/**
 * POST /wps/member/contact/code. To a new number or address: refused when it is already this
 * member's (contact_same) or another member's (mobile_exists / email_exists), so nobody is sent a
 * code that could never bind. To the bound one: the proof for replacing it.
 */
export async function sendContactCode(deps: AccountsDeps, memberId: number, request: BindCodeRequest, ip: string): Promise<CodeSent> {
  const bound = await boundContacts(deps.db, memberId);
  if (request.target === 'old') {
    const to = boundRecipient(bound, request.channel);
    await countCodeRequest(deps, memberId, ip);
    return sendCode(deps, { ...to, purpose: 'change', ip, language: await languageOfMember(deps.db, memberId) });
  }
  if (request.channel === 'mobile') {
    const phone = parsePhone(request.mobileNum, request.countryDialingCode);
    if (bound.mobile?.subscriber === phone.subscriber) throw bindErrors.same();
    const owner = await findMemberByMobileDigits(deps.db, phone.subscriber);
    if (owner) throw bindErrors.mobileExists();
    await countCodeRequest(deps, memberId, ip);
    return sendCode(deps, { channel: 'sms', recipient: phone.e164, purpose: 'bind', ip, language: await languageOfMember(deps.db, memberId) });
  }
  const email = request.email.toLowerCase();
  if (bound.email === email) throw bindErrors.same();
  if (await findOtherMemberByEmail(deps.db, email, memberId)) throw bindErrors.emailExists();
  await countCodeRequest(deps, memberId, ip);
  return sendCode(deps, { channel: 'mail', recipient: email, purpose: 'bind', ip, language: await languageOfMember(deps.db, memberId) });
}

/** Checks a code in its own transaction: a wrong one costs a try that stays counted. */
async function redeem(deps: AccountsDeps, recipient: string, purpose: CodePurpose, code: string): Promise<CodeVerdict> {
  const candidate = hashCode(deps.keys.codes, recipient, purpose, code);
  return deps.db.transaction((tx) => redeemCode(tx, recipient, purpose, candidate, new Date()));
}

/** Replacing a bound contact: the old one's code, or else the login password (spec §4 alternatives). */
async function proveOldContact(deps: AccountsDeps, bound: Bound, channel: ContactChannel, request: BindContactRequest): Promise<void> {
  const current = channel === 'mobile' ? bound.mobile : bound.email;
  if (!current) return;
  if (request.oldCode) {
    assertCode(await redeem(deps, boundRecipient(bound, channel).recipient, 'change', request.oldCode));
    return;
  }
  if (!request.password) throw bindErrors.oldProofRequired();
  await deps.limits.consume('contactProofPerMember', String(bound.memberId));
  if (!(await verifyPassword(request.password, bound.passwordHash))) throw bindErrors.passwordWrong();
}

/**
 * POST /wps/member/contact/bind: binds the number or address whose code is given. The new code
 * is redeemed and the owner checked under a lock on the number (or address), in one transaction,
 * so two members racing for one number cannot both bind it.
 */
export async function bindContact(deps: AccountsDeps, memberId: number, request: BindContactRequest): Promise<{ mobile: string | null; email: string | null }> {
  const bound = await boundContacts(deps.db, memberId);
  const now = new Date();
  if (request.channel === 'mobile') {
    const phone = parsePhone(request.mobileNum, request.countryDialingCode);
    if (bound.mobile?.subscriber === phone.subscriber) throw bindErrors.same();
    await proveOldContact(deps, bound, 'mobile', request);
    const verdict = await deps.db.transaction(async (tx) => {
      await lockMobile(tx, phone.subscriber);
      const owner = await findMemberByMobileDigits(tx, phone.subscriber);
      if (owner && owner.id !== memberId) return 'taken' as const;
      const codeVerdict = await redeemCode(tx, phone.e164, 'bind', hashCode(deps.keys.codes, phone.e164, 'bind', request.code), now);
      if (codeVerdict === 'ok') await bindMobile(tx, memberId, phone, now);
      return codeVerdict;
    });
    if (verdict === 'taken') throw bindErrors.mobileExists();
    assertCode(verdict);
  } else {
    const email = request.email.toLowerCase();
    if (bound.email === email) throw bindErrors.same();
    await proveOldContact(deps, bound, 'email', request);
    const verdict = await deps.db.transaction(async (tx) => {
      await lockKey(tx, `email:${email}`);
      if (await findOtherMemberByEmail(tx, email, memberId)) return 'taken' as const;
      const codeVerdict = await redeemCode(tx, email, 'bind', hashCode(deps.keys.codes, email, 'bind', request.code), now);
      if (codeVerdict === 'ok') await bindEmail(tx, memberId, email, now);
      return codeVerdict;
    });
    if (verdict === 'taken') throw bindErrors.emailExists();
    assertCode(verdict);
  }
  const after = await boundContacts(deps.db, memberId);
  return { mobile: after.mobile ? maskMobile(after.mobile.national) : null, email: after.email ? maskEmail(after.email) : null };
}

/** POST /wps/member/paymentPassword/reset/code: a code to the bound mobile or e-mail. */
export async function sendFundsResetCode(deps: AccountsDeps, memberId: number, channel: ContactChannel, ip: string): Promise<CodeSent> {
  const to = boundRecipient(await boundContacts(deps.db, memberId), channel);
  if (!(await hasFundsPassword(deps.db, memberId))) throw fundsPasswordErrors.missing();
  await countCodeRequest(deps, memberId, ip);
  return sendCode(deps, { ...to, purpose: 'funds_reset', ip, language: await languageOfMember(deps.db, memberId) });
}

/** POST /wps/member/paymentPassword/reset: the code redeemed and the new password set in one transaction. */
export async function resetFundsPassword(
  deps: AccountsDeps,
  memberId: number,
  input: { channel: ContactChannel; code: string; newPassword: string },
): Promise<void> {
  refusePublishedPassword(deps.profile, input.newPassword, 'newPassword');
  const { recipient } = boundRecipient(await boundContacts(deps.db, memberId), input.channel);
  const hash = await hashPassword(input.newPassword);
  const now = new Date();
  const verdict = await deps.db.transaction(async (tx) => {
    const codeVerdict = await redeemCode(tx, recipient, 'funds_reset', hashCode(deps.keys.codes, recipient, 'funds_reset', input.code), now);
    if (codeVerdict !== 'ok') return codeVerdict;
    return (await replaceFundsPassword(tx, memberId, hash, now)) ? ('ok' as const) : ('missing' as const);
  });
  if (verdict === 'missing') throw fundsPasswordErrors.missing();
  assertCode(verdict);
}
