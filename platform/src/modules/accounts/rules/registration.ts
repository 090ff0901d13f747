// Registration (spec §4 register, §5 server-driven validation): by username (USERNAMEREG3) or by
// mobile number (MOBILENUMREG3). Every enabled field is checked against the published rules and
// all problems are reported at once; nothing is written unless everything passes. A success is a
// login: member, profile, wallet with its opening row, known IP and session in one transaction.
import { readConfiguredRegisterFields } from '../queries/register-field-settings';
import { isLanguage } from '../../../../../contract/languages';
import type { SiteProfile } from '../../../../../contract/site-profile';
import { refusePublishedPassword } from './published-passwords';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { createMember, findMemberByMobileDigits, lockMobile } from '../queries/accounts';
import { findMemberByAccount, type Member } from '../queries/members';
import type { Executor } from '../../../core/database/client';
import { redeemCode } from '../queries/verification-codes';
import type { AccountsDeps, Client, Invitation } from './accounts-deps';
import { ApiError } from '../../../core/http/envelope';
import { maskMobileAccount } from '../../../core/masking';
import { hashPassword } from './password';
import { parsePhone, type Phone } from './phone';
import {
  checkRegisterFields,
  enabledValues,
  mobileRegisterFields,
  registerFields,
  type FieldIssues,
  type RegisterField,
} from './register-fields';
import { startSession, type LoginSuccess } from './session-start';
import { requireSolvedCaptcha } from './solved-captcha';
import { assertCode, hashCode, type CodeVerdict } from './verification-code';

// Every field a string (numbers accepted and turned into strings); the rules decide the rest.
const text = z.union([z.string().max(256), z.number()]).transform(String).optional();

export const registerSchema = z.object({
  username: text,
  password: text,
  confirmPassword: text,
  payeeName: text,
  email: text,
  mobileNum: text,
  countryDialingCode: text,
  verificationCode: text,
  affiliateCode: text,
  referralCode: text,
  recommenderId: text,
  qqNum: text,
  line: text,
  whatsapp: text,
  facebook: text,
  wechat: text,
  idNumber: text,
  paymentPassword: text,
  captcha: text,
  captchaKey: text,
  domain: text,
  registerUrl: text,
  registerMethod: text,
});

export type RegisterInput = z.infer<typeof registerSchema>;

export const registerErrors = {
  unavailable: () => new ApiError(403, 'function.not.available', 'Function not available'),
  fields: (fields: FieldIssues) =>
    new ApiError(400, 'validation_failed', `Invalid fields: ${Object.keys(fields).join(', ')}`, { fields }),
  accountExists: () => new ApiError(400, 'account_exists', 'This account already exists'),
  mobileExists: () => new ApiError(400, 'mobile_exists', 'This mobile number is already registered'),
  invitationCode: () => new ApiError(400, 'invitation_code_error', 'Invalid invitation code'),
};

/** The agent (and, for an affiliate link, the account type and rebates) an invitation code registers under. */
export async function checkAffiliateCode(deps: AccountsDeps, code: string | undefined): Promise<Invitation> {
  const { resolveInvitation } = deps.registration;
  const invitation = code?.trim() ? await resolveInvitation(deps.db, code) : undefined;
  if (!invitation) throw registerErrors.invitationCode();
  return invitation;
}

function validate(profile: SiteProfile, fields: RegisterField[], input: RegisterInput): Record<string, string> {
  const values = input as Record<string, string | undefined>;
  const issues = checkRegisterFields(fields, values);
  if (Object.keys(issues).length > 0) throw registerErrors.fields(issues);
  const enabled = enabledValues(fields, values);
  for (const field of ['password', 'paymentPassword']) if (enabled[field]) refusePublishedPassword(profile, enabled[field], field);
  return enabled;
}

const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string } | undefined)?.code === '23505');

interface Registration {
  account: string;
  nickname: string;
  values: Record<string, string>;
  phone: Phone | undefined;
  codeRequired: boolean;
  input: RegisterInput;
}

async function register(deps: AccountsDeps, registration: Registration, client: Client): Promise<LoginSuccess> {
  const { values, phone, input } = registration;
  const { writeRates, recordInvitation } = deps.registration;
  if (await findMemberByAccount(deps.db, registration.account)) throw registerErrors.accountExists();
  // With an SMS code, a taken number is told only to whoever holds a valid code (its owner): the code
  // is checked first, and a taken number never got one (sms-request.ts sends a notice instead).
  if (phone && !registration.codeRequired && (await findMemberByMobileDigits(deps.db, phone.subscriber))) throw registerErrors.mobileExists();
  const invitation = values.affiliateCode ? await checkAffiliateCode(deps, values.affiliateCode) : undefined;
  // A mobile registration without a password (MOBILENUMPASSREG3 off) gets one nobody knows: the
  // account logs in by SMS code, or sets a password by the phone reset.
  const passwordHash = await hashPassword(values.password ?? randomBytes(24).toString('base64url'));
  const now = new Date();

  let outcome: { verdict: CodeVerdict | 'mobile_exists'; success?: LoginSuccess };
  try {
    outcome = await deps.db.transaction(async (tx: Executor) => {
      if (phone) await lockMobile(tx, phone.subscriber);
      if (registration.codeRequired && phone) {
        const code = values.verificationCode ?? '';
        const verdict = await redeemCode(tx, phone.e164, 'register', hashCode(deps.keys.codes, phone.e164, 'register', code), now);
        if (verdict !== 'ok') return { verdict };
      }
      if (phone && (await findMemberByMobileDigits(tx, phone.subscriber))) return { verdict: 'mobile_exists' as const };
      const member: Member = await createMember(tx, {
        account: registration.account,
        nickname: registration.nickname,
        type: invitation?.type ?? 0,
        parentId: invitation?.parentId ?? null,
        passwordHash,
        mobile: phone?.national ?? null,
        email: values.email ?? null,
        payeeName: values.payeeName ?? null,
        firstTimeLogin: true,
        profile: {
          countryDialingCode: phone?.dialingCode ?? null,
          qqNum: values.qqNum,
          line: values.line,
          whatsapp: values.whatsapp,
          facebook: values.facebook,
          wechat: values.wechat,
          idNumber: values.idNumber,
          paymentPasswordHash: values.paymentPassword ? await hashPassword(values.paymentPassword) : null,
          registeredAffiliateCode: values.affiliateCode?.toUpperCase() ?? null,
          referralCode: input.referralCode?.trim().slice(0, 64) || null,
          recommenderId: values.recommenderId,
          registerIp: client.ip,
          registerUrl: input.registerUrl?.trim().slice(0, 256) || input.domain?.trim().slice(0, 256) || null,
          registerMethod: input.registerMethod?.trim().slice(0, 16) || 'WEB',
          // The language the member registered in, until the member switches (member-language.ts).
          language: isLanguage(client.language) ? client.language : null,
          mobileVerifiedAt: registration.codeRequired ? now : null,
        },
        opening: { amount: '0.00', kind: 'opening_balance', reference: 'register' },
      });
      if (invitation?.rates) await writeRates(tx, member.id, invitation.rates);
      // A referral link (`?referralCode=`): the new member becomes the referrer's invitee.
      await recordInvitation(tx, member.id, input.referralCode);
      return { verdict: 'ok' as const, success: await startSession(tx, member, client, now, { registered: true }) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw registerErrors.accountExists();
    throw error;
  }
  if (outcome.verdict === 'mobile_exists') throw registerErrors.mobileExists();
  assertCode(outcome.verdict);
  return outcome.success!;
}

/** New accounts per IP and on the whole site (abuse-limits.ts), counted before anything is checked. */
async function countRegistration(deps: AccountsDeps, client: Client): Promise<void> {
  await deps.limits.consume('registerPerIp', client.ip);
  await deps.limits.consume('registerGlobal', 'site');
}

/** PUT /wps/member/register */
export async function registerByUsername(deps: AccountsDeps, input: RegisterInput, client: Client): Promise<LoginSuccess> {
  const flags = await deps.flags.get();
  if (!flags.USERNAMEREG3) throw registerErrors.unavailable();
  await countRegistration(deps, client);
  const smsVerification = flags.REGMOBVERF3 === true;
  const values = validate(deps.profile, registerFields(smsVerification, await readConfiguredRegisterFields(deps.db)), input);
  // After the fields (a typing mistake does not cost the challenge), before anything that tells
  // whether an account exists (issue 15, finding 2).
  await requireSolvedCaptcha(deps.db, input);
  const phone = values.mobileNum ? parsePhone(values.mobileNum, input.countryDialingCode) : undefined;
  return register(
    deps,
    { account: values.username.toLowerCase(), nickname: values.username, values, phone, codeRequired: smsVerification, input },
    client,
  );
}

/** PUT /wps/member/register/mobile: the account is 'm' + the national number. */
export async function registerByMobile(deps: AccountsDeps, input: RegisterInput, client: Client): Promise<LoginSuccess> {
  const flags = await deps.flags.get();
  if (!flags.MOBILENUMREG3) throw registerErrors.unavailable();
  await countRegistration(deps, client);
  const values = validate(deps.profile, mobileRegisterFields(flags.MOBILENUMPASSREG3 === true, await readConfiguredRegisterFields(deps.db)), input);
  await requireSolvedCaptcha(deps.db, input);
  const phone = parsePhone(values.mobileNum, input.countryDialingCode);
  const account = `m${phone.national}`;
  return register(deps, { account, nickname: maskMobileAccount(account), values, phone, codeRequired: true, input }, client);
}
