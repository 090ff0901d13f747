import { z } from 'zod';

/**
 * Request bodies of the account BFF routes. Field messages are keys under `validation.*`
 * (messages/account/<locale>.json); server-driven registration fields are checked separately
 * against the register settings (contract/validation-patterns.ts).
 */
const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');
const mobile = z.string({ error: 'required' }).trim().min(1, 'required').regex(/^\d{6,15}$/, 'mobile_invalid');
const dialingCode = z.string().trim().regex(/^\+\d{1,4}$/, 'dialing_code_invalid').default('+66');
const code = z.string({ error: 'required' }).trim().min(1, 'required').regex(/^\d{4,8}$/, 'code_invalid');

export const audienceSchema = z.enum(['member', 'agent']).default('member');

export const usernameLoginSchema = z.object({
  type: z.literal('username'),
  username: text(64),
  password: text(128),
  captcha: z.string().trim().max(16, 'too_long').optional(),
  audience: audienceSchema,
});

export const smsLoginSchema = z.object({
  type: z.literal('sms'),
  mobileNum: mobile,
  countryDialingCode: dialingCode,
  verificationCode: code,
  captcha: z.string().trim().max(16, 'too_long').optional(),
  audience: audienceSchema,
});

/** A body without `type` is a username login (the original payload shape). */
export const loginRequestSchema = z.preprocess(
  (value) => (value && typeof value === 'object' && !('type' in value) ? { ...value, type: 'username' } : value),
  z.discriminatedUnion('type', [usernameLoginSchema, smsLoginSchema]),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The answer to the captcha this browser was shown (GET /api/captcha): registration and SMS codes cost one. */
const solvedCaptcha = z.string({ error: 'captcha_required' }).trim().min(1, 'captcha_required').max(16, 'too_long');

export const smsCodeRequestSchema = z.object({
  mobileNum: mobile,
  countryDialingCode: dialingCode,
  purpose: z.enum(['login', 'reset', 'register']),
  captcha: solvedCaptcha,
});

export const verifyLoginSchema = z.object({
  method: z.enum(['sms', 'email', 'payeeName', 'totp']),
  code: text(64),
});

export const sendVerificationSchema = z.object({ method: z.enum(['sms', 'email']) });

/** Registration: the method plus string fields; which fields and their rules come from the server. */
export const registerRequestSchema = z.object({
  method: z.enum(['username', 'mobile']),
  fields: z.record(z.string().regex(/^[A-Za-z]{1,32}$/), z.string().max(200, 'too_long')),
  termsAccepted: z.literal(true, { error: 'terms_required' }),
  adultConfirmed: z.literal(true, { error: 'adult_required' }),
  captcha: solvedCaptcha,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const newPassword = text(64);

export const changePasswordSchema = z
  .object({ oldPassword: text(128), newPassword, confirmNewPassword: text(64) })
  .refine((value) => value.newPassword === value.confirmNewPassword, { path: ['confirmNewPassword'], message: 'mismatch' });

export const forgotByEmailSchema = z.object({
  username: text(64),
  email: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'too_long').email('email_invalid'),
});

export const resetPasswordSchema = z
  .object({ token: z.string().trim().min(16).max(128), newPassword, confirmNewPassword: text(64) })
  .refine((value) => value.newPassword === value.confirmNewPassword, { path: ['confirmNewPassword'], message: 'mismatch' });

export const forgotByPhoneSchema = z.object({
  mobileNum: mobile,
  countryDialingCode: dialingCode,
  verificationCode: code,
  newPassword,
});

export const totpCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'code_invalid') });
