import 'server-only';
import { z } from 'zod';
import { fundsPasswordStatusSchema } from '@/contract/cashier-withdraw';
import {
  avatarSchema,
  bindResultSchema,
  codeSentSchema,
  memberProfileSchema,
  type BindCodeRequest,
  type BindContactRequest,
  type ContactChannel,
  type ProfileUpdate,
} from '@/contract/profile';
import { memberLanguageBody, type MemberLanguageBody } from '@/contract/member-language';
import { wpsFetch, type WpsCaller } from './client';

/** GET /wps/member/profile (token): the profile and security center's fields, contacts masked. */
export const memberProfile = (caller: WpsCaller) => wpsFetch('/wps/member/profile', { schema: memberProfileSchema, caller });

/** PUT /wps/member/profile (token): the fields sent change; answers the whole profile. */
export const updateMemberProfile = (caller: WpsCaller, body: ProfileUpdate) =>
  wpsFetch('/wps/member/profile', { schema: memberProfileSchema, caller, method: 'PUT', body });

/** PUT /wps/member/language (token): the member's language, for its inbox and text messages. */
export const updateMemberLanguage = (caller: WpsCaller, body: MemberLanguageBody) =>
  wpsFetch('/wps/member/language', { schema: memberLanguageBody, caller, method: 'PUT', body });

/** GET /wps/member/info/icon (token): the avatar as base64 WebP. */
export const memberAvatar = (caller: WpsCaller) => wpsFetch('/wps/member/info/icon', { schema: avatarSchema, caller });

/** PUT /wps/member/info/icon (token): a data URL; the platform checks and re-encodes it. */
export const uploadMemberAvatar = (caller: WpsCaller, image: string) =>
  wpsFetch('/wps/member/info/icon', { schema: z.object({ avatar: z.string() }), caller, method: 'PUT', body: { image }, timeoutMs: 30_000 });

/** POST /wps/member/contact/code (token): a code to a new mobile/e-mail, or to the bound one. */
export const sendContactCode = (caller: WpsCaller, body: BindCodeRequest) =>
  wpsFetch('/wps/member/contact/code', { schema: codeSentSchema, caller, method: 'POST', body });

/** POST /wps/member/contact/bind (token, encrypt: may carry the login password). */
export const bindContact = (caller: WpsCaller, body: BindContactRequest) =>
  wpsFetch('/wps/member/contact/bind', { schema: bindResultSchema, caller, method: 'POST', body, encrypt: true });

/** POST /wps/member/paymentPassword/reset/code (token): a code to the bound mobile or e-mail. */
export const sendFundsResetCode = (caller: WpsCaller, channel: ContactChannel) =>
  wpsFetch('/wps/member/paymentPassword/reset/code', { schema: codeSentSchema, caller, method: 'POST', body: { channel } });

/** POST /wps/member/paymentPassword/reset (token, encrypt): the code and the new funds password. */
export const resetFundsPassword = (caller: WpsCaller, body: { channel: ContactChannel; code: string; newPassword: string; confirmPassword: string }) =>
  wpsFetch('/wps/member/paymentPassword/reset', { schema: fundsPasswordStatusSchema, caller, method: 'POST', body, encrypt: true });
