// The member's profile (spec §3 member entity and "further profile labels"): read with masked
// contact details, edit under the shared rules (contract/profile.ts: the 21-year birthday check,
// the real name set once), and the avatar (avatar-image.ts).
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { controlCharacterPath } from '../../../../../contract/control-characters';
import type { MemberProfile, ProfileUpdate } from '../../../../../contract/profile';
import type { Db, Executor } from '../../../core/database/client';
import { findAvatar, findMemberWithProfile, saveAvatar, saveProfileValues, setNickname, setRealNameOnce } from '../queries/member-profile';
import { avatarErrors, reencodeAvatar } from './avatar-image';
import { ApiError, errors } from '../../../core/http/envelope';
import { maskEmail, maskMobile } from '../../../core/masking';

export const profileErrors = {
  realNameLocked: () => new ApiError(409, 'real_name_locked', 'The real name is set; contact customer service to change it'),
};

/** Issue messages that are error codes of their own (the form shows each one's text). */
const CODED_ISSUES = new Set(['under_21', 'birthday_invalid', 'real_name_invalid', 'nickname_invalid', 'gender_invalid', 'mobile_invalid', 'email_invalid', 'code_invalid', 'inconsistent_twice', 'funds_password_short']);

/** zod parsing for these calls: control characters refused, a coded issue answered with its own code. */
export function parseWithCodes<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const bad = controlCharacterPath(input);
  if (bad !== null) throw new ApiError(400, 'control_characters', 'Text may not contain control characters', { fields: [bad] });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  const coded = result.error.issues.find((issue) => CODED_ISSUES.has(issue.message));
  if (coded) throw new ApiError(400, coded.message, coded.message, { fields });
  throw errors.validationFailed(fields);
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export async function readProfile(ex: Executor, memberId: number): Promise<MemberProfile> {
  const found = await findMemberWithProfile(ex, memberId);
  if (!found) throw errors.notFound('Member not found');
  const { member, profile, avatar, hasFundsPassword } = found;
  const realName = blankToNull(member.payeeName);
  return {
    account: member.account,
    nickname: member.nickname,
    realName,
    realNameLocked: realName !== null,
    birthday: profile?.birthday ?? null,
    gender: (profile?.gender as MemberProfile['gender']) ?? null,
    address: profile?.address ?? null,
    permanentAddress: profile?.permanentAddress ?? null,
    nationality: profile?.nationality ?? null,
    occupation: profile?.occupation ?? null,
    sourceOfIncome: profile?.sourceOfIncome ?? null,
    placeOfBirth: profile?.placeOfBirth ?? null,
    line: profile?.line ?? null,
    telegram: profile?.telegram ?? null,
    whatsapp: profile?.whatsapp ?? null,
    zalo: profile?.zalo ?? null,
    mobile: member.mobile ? maskMobile(member.mobile) : null,
    email: member.email ? maskEmail(member.email) : null,
    avatar,
    hasFundsPassword,
  };
}

const FREE_TEXT = ['address', 'permanentAddress', 'nationality', 'occupation', 'sourceOfIncome', 'placeOfBirth', 'line', 'telegram', 'whatsapp', 'zalo'] as const;

/**
 * Saves the fields sent, all or nothing. The real name is the bank cards' payee name
 * (money-and-agents §3.1): once set, another one is refused (the same one again is fine).
 */
export async function updateProfile(db: Db, memberId: number, input: ProfileUpdate): Promise<MemberProfile> {
  await db.transaction(async (tx) => {
    if (input.realName !== undefined) {
      const current = blankToNull((await findMemberWithProfile(tx, memberId))?.member.payeeName);
      if (current !== input.realName && !(current === null && (await setRealNameOnce(tx, memberId, input.realName)))) {
        throw profileErrors.realNameLocked();
      }
    }
    if (input.nickname !== undefined) await setNickname(tx, memberId, input.nickname);
    const values: Record<string, string | null> = {};
    for (const key of FREE_TEXT) if (input[key] !== undefined) values[key] = blankToNull(input[key]);
    if (input.birthday !== undefined) values.birthday = input.birthday;
    if (input.gender !== undefined) values.gender = input.gender;
    await saveProfileValues(tx, memberId, values);
  });
  return readProfile(db, memberId);
}

/** Re-encodes and stores the avatar; answers its new version. Nothing is written for a refused file. */
export async function uploadAvatar(ex: Executor, memberId: number, dataUrl: string): Promise<{ avatar: string }> {
  const image = await reencodeAvatar(dataUrl);
  const version = createHash('sha256').update(image.bytes).digest('hex').slice(0, 16);
  await saveAvatar(ex, memberId, { ...image, version });
  return { avatar: version };
}

export async function avatarOf(ex: Executor, memberId: number): Promise<{ contentType: string; data: string; version: string }> {
  const avatar = await findAvatar(ex, memberId);
  if (!avatar) throw avatarErrors.missing();
  return { contentType: avatar.contentType, data: Buffer.from(avatar.bytes).toString('base64'), version: avatar.version };
}
