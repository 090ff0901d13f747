import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';

export const memberSummarySchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string().nullable().transform((value) => value ?? ''),
  type: z.number(),
});

export const loginValueSchema = z.object({
  token: z.string().min(16),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  member: memberSummarySchema,
});
export type LoginResult = z.infer<typeof loginValueSchema>;

export type LoginCredentials =
  | { type?: 'username'; username: string; password: string; captcha?: string; captchaKey?: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; verificationCode: string; captcha?: string; captchaKey?: string };

/** POST /wps/session/login (encrypt): by username and password, or by mobile number and SMS code. */
export function login(credentials: LoginCredentials, caller: WpsCaller): Promise<LoginResult> {
  return wpsFetch('/wps/session/login', {
    method: 'POST',
    encrypt: true,
    body: { type: 'username', ...credentials },
    schema: loginValueSchema,
    caller,
  });
}

/** DELETE /wps/session/logout (token). */
export async function logout(caller: WpsCaller): Promise<void> {
  await wpsFetch('/wps/session/logout', { method: 'DELETE', schema: z.unknown(), caller });
}
