// Rows behind the profile and security center: the member with its profile, the avatar, and the
// updates of each (spec §3).
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { members } from '../schema-members';
import { memberProfiles } from '../schema-accounts';
import { fundsPasswords } from '../schema-accounts';
import { memberAvatars } from '../schema-profile';
import type { Member } from './members';

export type ProfileRow = typeof memberProfiles.$inferSelect;

export async function findMemberWithProfile(
  ex: Executor,
  memberId: number,
): Promise<{ member: Member; profile: ProfileRow | null; avatar: string | null; hasFundsPassword: boolean } | undefined> {
  const [row] = await ex
    .select({ member: members, profile: memberProfiles, avatar: memberAvatars.version, fundsPassword: fundsPasswords.memberId })
    .from(members)
    .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .leftJoin(memberAvatars, eq(memberAvatars.memberId, members.id))
    .leftJoin(fundsPasswords, eq(fundsPasswords.memberId, members.id))
    .where(eq(members.id, memberId));
  if (!row) return undefined;
  return { member: row.member, profile: row.profile, avatar: row.avatar, hasFundsPassword: row.fundsPassword !== null };
}

type ProfileValues = Partial<Omit<typeof memberProfiles.$inferInsert, 'memberId'>>;

/** Writes the given profile columns, creating the row for members registered before profiles existed. */
export async function saveProfileValues(ex: Executor, memberId: number, values: ProfileValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await ex.insert(memberProfiles).values({ memberId, ...values }).onConflictDoUpdate({ target: memberProfiles.memberId, set: values });
}

export async function setNickname(ex: Executor, memberId: number, nickname: string): Promise<void> {
  await ex.update(members).set({ nickname }).where(eq(members.id, memberId));
}

/** Sets the real name only while none is on file (compare-and-set): true when this call set it. */
export async function setRealNameOnce(ex: Executor, memberId: number, realName: string): Promise<boolean> {
  const rows = await ex
    .update(members)
    .set({ payeeName: realName })
    .where(and(eq(members.id, memberId), or(isNull(members.payeeName), sql`btrim(${members.payeeName}) = ''`)))
    .returning({ id: members.id });
  return rows.length === 1;
}

export async function avatarVersionOf(ex: Executor, memberId: number): Promise<string | null> {
  const [row] = await ex.select({ version: memberAvatars.version }).from(memberAvatars).where(eq(memberAvatars.memberId, memberId));
  return row?.version ?? null;
}

export async function findAvatar(ex: Executor, memberId: number): Promise<{ contentType: string; bytes: Buffer; version: string } | undefined> {
  const [row] = await ex
    .select({ contentType: memberAvatars.contentType, bytes: memberAvatars.bytes, version: memberAvatars.version })
    .from(memberAvatars)
    .where(eq(memberAvatars.memberId, memberId));
  return row;
}

export async function saveAvatar(ex: Executor, memberId: number, image: { contentType: string; bytes: Buffer; version: string }): Promise<void> {
  const values = { ...image, updatedAt: new Date() };
  await ex.insert(memberAvatars).values({ memberId, ...values }).onConflictDoUpdate({ target: memberAvatars.memberId, set: values });
}

/** Another member with this e-mail (case-insensitive). */
export async function findOtherMemberByEmail(ex: Executor, email: string, memberId: number): Promise<{ id: number } | undefined> {
  const [row] = await ex
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email.toLowerCase()}`, ne(members.id, memberId)))
    .limit(1);
  return row;
}

export async function bindMobile(ex: Executor, memberId: number, phone: { national: string; dialingCode: string }, now: Date): Promise<void> {
  await ex.update(members).set({ mobile: phone.national }).where(eq(members.id, memberId));
  await saveProfileValues(ex, memberId, { countryDialingCode: phone.dialingCode, mobileVerifiedAt: now });
}

export async function bindEmail(ex: Executor, memberId: number, email: string, now: Date): Promise<void> {
  await ex.update(members).set({ email }).where(eq(members.id, memberId));
  await saveProfileValues(ex, memberId, { emailVerifiedAt: now });
}

/** A new funds password after a reset by code: failures and the lock are cleared. */
export async function replaceFundsPassword(ex: Executor, memberId: number, hash: string, now: Date): Promise<boolean> {
  const rows = await ex
    .update(fundsPasswords)
    .set({ hash, failedCount: 0, lockedUntil: null, updatedAt: now })
    .where(eq(fundsPasswords.memberId, memberId))
    .returning({ memberId: fundsPasswords.memberId });
  return rows.length === 1;
}
