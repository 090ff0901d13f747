// The member's profile and security center (spec §3 member entity and "further profile labels",
// §5 "Please confirm you are 21 years old", §9 "21 for the birthday check"): the fields a member
// edits, the 21-year birthday rule, the avatar's limits, binding a mobile number or e-mail with
// codes, and resetting the funds password by a code. One set of rules for the form, the BFF and
// the platform.
import { z } from 'zod';
import { BUSINESS_TIME_ZONE } from './business-time';
import { FUNDS_PASSWORD_MIN } from './cashier-withdraw';
import { wallClock } from './zoned-time';

/** Spec §9: "Minimum age 18 (21 for the birthday check and one notice)". */
export const BIRTHDAY_MIN_AGE = 21;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd (spec §5 pattern 11), or null. */
export function parseBirthday(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900) return null;
  return { year, month, day };
}

/**
 * The member's age in whole years on `now`'s Bangkok date. A 29 February birthday counts from
 * 1 March in other years (the day after 28 February), as the civil rule in Thailand does.
 */
export function ageOn(birthday: { year: number; month: number; day: number }, now: Date): number {
  const today = wallClock(now, BUSINESS_TIME_ZONE);
  const hadBirthday = today.month * 100 + today.day >= birthday.month * 100 + birthday.day;
  return today.year - birthday.year - (hadBirthday ? 0 : 1);
}

/** The problem with a birthday, or null when it is a real date of someone at least 21 today. */
export function birthdayProblem(text: string, now = new Date()): 'birthday_invalid' | 'under_21' | null {
  const birthday = parseBirthday(text);
  if (!birthday) return 'birthday_invalid';
  const age = ageOn(birthday, now);
  if (age < 0 || age > 130) return 'birthday_invalid';
  return age < BIRTHDAY_MIN_AGE ? 'under_21' : null;
}

export const GENDERS = ['M', 'F', 'O'] as const;
export type Gender = (typeof GENDERS)[number];

/** Spec §5 pattern 21 spirit, any script: names of letters and marks, parts separated by one space. */
const REAL_NAME = /^[\p{L}\p{M}]+( [\p{L}\p{M}]+)+$/u;
const NICKNAME = /^[\p{L}\p{M}\p{N}_ .-]+$/u;

/** Optional text: trimmed, '' means "clear it", at most `max` characters (message keys as zod messages). */
const optionalText = (max: number) => z.string().trim().max(max, 'too_long').optional();

/** PUT /wps/member/profile: only the fields sent change. The real name can be set once (money-and-agents §3.1). */
export const profileUpdateSchema = z.object({
  nickname: z.string().trim().min(2, 'nickname_invalid').max(20, 'nickname_invalid').regex(NICKNAME, 'nickname_invalid').optional(),
  realName: z.string().trim().max(60, 'too_long').regex(REAL_NAME, 'real_name_invalid').optional(),
  birthday: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = birthdayProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  gender: z.enum(GENDERS, { message: 'gender_invalid' }).optional(),
  address: optionalText(200),
  permanentAddress: optionalText(200),
  nationality: optionalText(50),
  occupation: optionalText(50),
  sourceOfIncome: optionalText(50),
  placeOfBirth: optionalText(50),
  line: optionalText(50),
  telegram: optionalText(50),
  whatsapp: optionalText(50),
  zalo: optionalText(50),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** What GET /wps/member/profile answers; contact details are masked. */
export const memberProfileSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  realName: z.string().nullable(),
  /** The real name is the bank cards' payee name: once set only an operator changes it. */
  realNameLocked: z.boolean(),
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  permanentAddress: z.string().nullable(),
  nationality: z.string().nullable(),
  occupation: z.string().nullable(),
  sourceOfIncome: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  line: z.string().nullable(),
  telegram: z.string().nullable(),
  whatsapp: z.string().nullable(),
  zalo: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** A version of the avatar (changes with every upload), null without one. */
  avatar: z.string().nullable(),
  hasFundsPassword: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

// ---- avatar ----

/** png, jpg or webp, at most 5 MB, validated by content and re-encoded to a square WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIDE = 256;
export const AVATAR_TYPES = ['png', 'jpeg', 'webp'] as const;
/** The upload's JSON body: 5 MB as base64 plus a little. */
export const AVATAR_BODY_MAX = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 16 * 1024;
export const avatarUploadSchema = z.object({ image: z.string().min(1, 'required') });
export const avatarSchema = z.object({ contentType: z.string(), data: z.string(), version: z.string() });

// ---- binding a mobile number or e-mail ----

export const CONTACT_CHANNELS = ['mobile', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

const code = z.string().trim().regex(/^\d{6}$/, 'code_invalid');
const mobileFields = { mobileNum: z.string().trim().regex(/^[0-9]{9,10}$/, 'mobile_invalid'), countryDialingCode: z.string().trim().max(6).optional() };
const emailField = z.string().trim().max(100, 'too_long').email('email_invalid');

/**
 * A code for binding: `target: 'new'` to the number or address to bind, `'old'` to the one bound
 * now (a change proves the old one too, or gives the login password instead).
 */
export const bindCodeSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('old'), channel: z.enum(CONTACT_CHANNELS) }),
  z.discriminatedUnion('channel', [
    z.object({ target: z.literal('new'), channel: z.literal('mobile'), ...mobileFields }),
    z.object({ target: z.literal('new'), channel: z.literal('email'), email: emailField }),
  ]),
]);
export type BindCodeRequest = z.infer<typeof bindCodeSchema>;

const proofOfOld = { oldCode: code.optional(), password: z.string().max(64).optional() };
export const bindContactSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('mobile'), ...mobileFields, code, ...proofOfOld }),
  z.object({ channel: z.literal('email'), email: emailField, code, ...proofOfOld }),
]);
export type BindContactRequest = z.infer<typeof bindContactSchema>;

export const bindResultSchema = z.object({ mobile: z.string().nullable(), email: z.string().nullable() });

// ---- resetting the funds password by a code (money-and-agents §3.4 "Forgot funds password") ----

const newFundsPassword = z.string().min(FUNDS_PASSWORD_MIN, 'funds_password_short').max(64, 'too_long');
const sameTwice = { message: 'inconsistent_twice', path: ['confirmPassword'] };

/** The security center's set and change forms: the cashier's rules (contract/cashier-withdraw.ts) with the form's messages. */
export const fundsSetFormSchema = z
  .object({ password: newFundsPassword, confirmPassword: z.string().max(64) })
  .refine((body) => body.password === body.confirmPassword, sameTwice);
export const fundsChangeFormSchema = z
  .object({ oldPassword: z.string().min(1, 'required').max(64, 'too_long'), newPassword: newFundsPassword, confirmPassword: z.string().max(64) })
  .refine((body) => body.newPassword === body.confirmPassword, sameTwice);

export const fundsResetCodeSchema = z.object({ channel: z.enum(CONTACT_CHANNELS) });
export const fundsResetSchema = z
  .object({ channel: z.enum(CONTACT_CHANNELS), code, newPassword: newFundsPassword, confirmPassword: z.string().max(64) })
  .refine((body) => body.newPassword === body.confirmPassword, sameTwice);
export { FUNDS_PASSWORD_MIN };

export const codeSentSchema = z.object({ expiredMinutes: z.number() });
