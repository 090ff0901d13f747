// Member rows for the accounts flows: lookups by phone or affiliate code, creation with profile
// and wallet, password changes and session revocation.
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { AGENT_TYPES } from '../../../../../contract/member-types';
import type { Executor } from '../../../core/database/client';
import { postOpeningBalance } from '../../ledger';
import { loginHistory, members, sessions } from '../schema-members';
import { memberProfiles } from '../schema-accounts';
import type { Member } from './members';

/** The member bound to a number: same subscriber digits (trunk 0 ignored) and dialing code. */
export async function findMemberByPhone(ex: Executor, subscriber: string, dialingCode: string): Promise<Member | undefined> {
  const rows = await ex
    .select({ member: members })
    .from(members)
    .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(
      and(
        sql`ltrim(${members.mobile}, '0') = ${subscriber}`,
        sql`coalesce(${memberProfiles.countryDialingCode}, '+66') = ${dialingCode}`,
      ),
    )
    .limit(1);
  return rows[0]?.member;
}

/** Any member bound to these subscriber digits, whatever the dialing code (a number binds once). */
export async function findMemberByMobileDigits(ex: Executor, subscriber: string): Promise<Member | undefined> {
  const [member] = await ex.select().from(members).where(sql`ltrim(${members.mobile}, '0') = ${subscriber}`).limit(1);
  return member;
}

/** Serializes registrations that claim the same subscriber digits. */
export async function lockMobile(ex: Executor, subscriber: string): Promise<void> {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext(${`mobile:${subscriber}`}))`);
}

export async function findAgentByAffiliateCode(ex: Executor, code: string): Promise<{ id: number } | undefined> {
  const [row] = await ex
    .select({ id: members.id })
    .from(memberProfiles)
    .innerJoin(members, eq(members.id, memberProfiles.memberId))
    .where(and(sql`upper(${memberProfiles.affiliateCode}) = ${code.trim().toUpperCase()}`, inArray(members.type, [...AGENT_TYPES])));
  return row;
}

export type Profile = typeof memberProfiles.$inferSelect;

export async function findProfile(ex: Executor, memberId: number): Promise<Profile | undefined> {
  const [row] = await ex.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId));
  return row;
}

export interface NewMember {
  account: string;
  nickname: string;
  type: number;
  passwordHash: string;
  parentId: number | null;
  mobile?: string | null;
  email?: string | null;
  payeeName?: string | null;
  firstTimeLogin: boolean;
  profile: Omit<typeof memberProfiles.$inferInsert, 'memberId'>;
  opening: { amount: string; kind: string; reference: string };
}

/** Member, profile and the opening balance's ledger entry, in the caller's transaction. */
export async function createMember(ex: Executor, input: NewMember): Promise<Member> {
  const [member] = await ex
    .insert(members)
    .values({
      account: input.account,
      nickname: input.nickname,
      type: input.type,
      parentId: input.parentId,
      passwordHash: input.passwordHash,
      mobile: input.mobile ?? null,
      email: input.email ?? null,
      payeeName: input.payeeName ?? null,
      firstTimeLogin: input.firstTimeLogin,
    })
    .returning();
  await ex.insert(memberProfiles).values({ ...input.profile, memberId: member.id });
  await postOpeningBalance(ex, member.id, input.opening);
  return member;
}

/** New password: clears failures and the lock, ends the first-login state. */
export async function setPassword(ex: Executor, memberId: number, passwordHash: string, now: Date): Promise<void> {
  await ex
    .update(members)
    .set({ passwordHash, passwordChangedAt: now, firstTimeLogin: false, failedLoginCount: 0, lockedUntil: null })
    .where(eq(members.id, memberId));
}

/** Revokes the member's live sessions, except `keepTokenHash` when given. */
export async function revokeMemberSessions(ex: Executor, memberId: number, now: Date, keepTokenHash?: string): Promise<void> {
  await ex
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

export async function successHistory(ex: Executor, memberId: number, ip: string): Promise<{ successes: number; successesFromIp: number }> {
  const [row] = await ex
    .select({
      successes: count(),
      successesFromIp: sql<number>`count(*) filter (where ${loginHistory.ip} = ${ip})::int`,
    })
    .from(loginHistory)
    .where(and(eq(loginHistory.memberId, memberId), eq(loginHistory.success, true)));
  return { successes: Number(row.successes), successesFromIp: Number(row.successesFromIp) };
}

export async function lockKey(ex: Executor, key: string): Promise<void> {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
