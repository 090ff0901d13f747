import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';

export const memberSummarySchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string().nullable().transform((value) => value ?? ''),
  type: z.number(),
});

const loginValueSchema = z.object({
  token: z.string().min(16),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  member: memberSummarySchema,
});
export type LoginResult = z.infer<typeof loginValueSchema>;

export interface LoginCredentials {
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
}

/** POST /wps/session/login (encrypt). */
export function login(credentials: LoginCredentials, caller: WpsCaller): Promise<LoginResult> {
  return wpsFetch('/wps/session/login', {
    method: 'POST',
    encrypt: true,
    body: { ...credentials, type: 'username' },
    schema: loginValueSchema,
    caller,
  });
}

/** DELETE /wps/session/logout (token). */
export async function logout(caller: WpsCaller): Promise<void> {
  await wpsFetch('/wps/session/logout', { method: 'DELETE', schema: z.unknown(), caller });
}
