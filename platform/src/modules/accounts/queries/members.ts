// Member rows as the login and member routes need them.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { members } from '../schema-members';

export type Member = typeof members.$inferSelect;

export async function findMemberByAccount(ex: Executor, account: string): Promise<Member | undefined> {
  const [member] = await ex.select().from(members).where(eq(members.account, account));
  return member;
}

export async function findMemberById(ex: Executor, id: number): Promise<Member | undefined> {
  const [member] = await ex.select().from(members).where(eq(members.id, id));
  return member;
}

/**
 * Atomically counts one more consecutive failure of the account (the captcha and the delay follow
 * it: modules/accounts/rules/login-policy.ts). It locks nothing: locks are per scope (modules/accounts/queries/login-devices.ts).
 */
export async function addLoginFailure(ex: Executor, memberId: number): Promise<{ failures: number }> {
  const [row] = await ex
    .update(members)
    .set({ failedLoginCount: sql`${members.failedLoginCount} + 1` })
    .where(eq(members.id, memberId))
    .returning({ failures: members.failedLoginCount });
  return row;
}

export async function resetLoginFailures(ex: Executor, memberId: number): Promise<void> {
  await ex.update(members).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(members.id, memberId));
}

/** The member's first session has started: later logins are no longer first-time logins. */
export async function clearFirstTimeLogin(ex: Executor, memberId: number): Promise<void> {
  await ex.update(members).set({ firstTimeLogin: false }).where(eq(members.id, memberId));
}
