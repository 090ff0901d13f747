import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';
import { loginValueSchema, type LoginResult } from './session';
import { TAGS } from '@/contract/cache-tags';

/** Registration field rules as the server sends them (spec §3 "registration field configuration"). */
const fieldRuleSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(23),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type RegisterFieldRule = z.infer<typeof fieldRuleSchema>;

const registerSettingsSchema = z.object({
  methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
  smsVerification: z.boolean(),
  /** Whether the mobile registration asks for a password (MOBILENUMPASSREG3). */
  mobilePassword: z.boolean().default(true),
  fields: z.array(fieldRuleSchema),
  countryDialingCodes: z.array(z.string()).default(['+66']),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** GET /wps/system/setting/register — public, so cached and revalidated with the site flags. */
export function registerSettings(): Promise<RegisterSettings> {
  return wpsFetch('/wps/system/setting/register', {
    schema: registerSettingsSchema,
    cache: { revalidate: 60, tags: [TAGS.siteFlags] },
  });
}

const codeSentSchema = z.object({ expiredMinutes: z.number().positive().default(1) });
export type CodeSent = z.infer<typeof codeSentSchema>;

export type SmsPurpose = 'login' | 'reset' | 'register';

/** POST /wps/verification/sms/noLogin — a code by SMS for login, password reset or registration. */
export function requestSmsCode(
  input: { mobileNum: string; countryDialingCode: string; purpose: SmsPurpose; captcha: string; captchaKey: string | undefined },
  caller: WpsCaller,
): Promise<CodeSent> {
  return wpsFetch('/wps/verification/sms/noLogin', { method: 'POST', body: input, schema: codeSentSchema, caller });
}

/** PUT /wps/member/register or /register/mobile (encrypt); a success logs the new member in. */
export function register(method: 'username' | 'mobile', fields: Record<string, string>, caller: WpsCaller): Promise<LoginResult> {
  return wpsFetch(method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', {
    method: 'PUT',
    encrypt: true,
    body: { ...fields, registerMethod: 'WEB' },
    schema: loginValueSchema,
    caller,
  });
}

/** GET /wps/agent/affiliate — whether an invitation (affiliate) code exists. */
export async function checkAffiliate(code: string, domain: string, caller: WpsCaller): Promise<void> {
  await wpsFetch('/wps/agent/affiliate', { query: { code, domain }, schema: z.unknown(), caller });
}

/** POST /wps/session/login/freeplay (encrypt) — a trial (type 4) member. */
export function freePlayLogin(random: string, caller: WpsCaller): Promise<LoginResult> {
  return wpsFetch('/wps/session/login/freeplay', {
    method: 'POST',
    encrypt: true,
    body: { random, os: 'web', platform: 'W', gatewayVersion: 3 },
    schema: loginValueSchema,
    caller,
  });
}

export type VerifyMethod = 'sms' | 'email' | 'payeeName' | 'totp';

/** Second verification after a login from an unrecorded IP: send a code to the bound phone or e-mail. */
export function sendLoginVerification(challenge: string, method: 'sms' | 'email', caller: WpsCaller): Promise<CodeSent> {
  return wpsFetch('/wps/session/login/verify/send', { method: 'POST', body: { challenge, method }, schema: codeSentSchema, caller });
}

export function completeLoginVerification(
  input: { challenge: string; method: VerifyMethod; code: string },
  caller: WpsCaller,
): Promise<LoginResult> {
  return wpsFetch('/wps/session/login/verify', { method: 'POST', encrypt: true, body: input, schema: loginValueSchema, caller });
}

/** POST /wps/member/password (token, encrypt). */
export async function changePassword(
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  caller: WpsCaller,
): Promise<void> {
  await wpsFetch('/wps/member/password', { method: 'POST', encrypt: true, body: input, schema: z.unknown(), caller });
}

/** POST /wps/member/password/email — a reset link to the member's bound e-mail. */
export async function forgotPasswordByEmail(input: { username: string; email: string }, caller: WpsCaller): Promise<void> {
  await wpsFetch('/wps/member/password/email', { method: 'POST', body: input, schema: z.unknown(), caller });
}

/** POST /wps/member/password/reset (encrypt) — the new password for a mailed reset token. */
export async function resetPassword(
  input: { token: string; newPassword: string; confirmNewPassword: string },
  caller: WpsCaller,
): Promise<void> {
  await wpsFetch('/wps/member/password/reset', { method: 'POST', encrypt: true, body: input, schema: z.unknown(), caller });
}

/** POST /wps/member/password/verification (encrypt) — new password with an SMS code; logs in. */
export function resetPasswordByPhone(
  input: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
  caller: WpsCaller,
): Promise<LoginResult> {
  return wpsFetch('/wps/member/password/verification', {
    method: 'POST',
    encrypt: true,
    body: input,
    schema: loginValueSchema,
    caller,
  });
}

const securitySchema = z.object({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeNameSet: z.boolean(),
  totpEnabled: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securitySchema>;

export function securityOverview(caller: WpsCaller): Promise<SecurityOverview> {
  return wpsFetch('/wps/member/security', { schema: securitySchema, caller });
}

const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string().startsWith('otpauth://') });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export function setupTotp(caller: WpsCaller): Promise<TotpSetup> {
  return wpsFetch('/wps/member/totp/setup', { method: 'POST', body: {}, schema: totpSetupSchema, caller });
}

export async function toggleTotp(action: 'enable' | 'disable', code: string, caller: WpsCaller): Promise<void> {
  await wpsFetch(`/wps/member/totp/${action}`, { method: 'POST', body: { code }, schema: z.unknown(), caller });
}
