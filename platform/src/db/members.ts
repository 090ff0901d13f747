// Member rows as the login and member routes need them.
import { eq } from 'drizzle-orm';
import { LOGIN_POLICY } from '../domain/login-policy';
import type { Executor } from './client';
import { members } from './schema';

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
 * Atomically counts one more consecutive failure; `mayLock` (a wrong password sent with a solved
 * captcha, or a failure of someone who already knows the password) locks the account when the
 * count reaches the limit. `newlyLocked` says this failure set the lock (the owner is told once).
 */
export async function addLoginFailure(
  ex: Executor,
  memberId: number,
  { mayLock = true }: { mayLock?: boolean } = {},
): Promise<{ failures: number; lockedUntil: Date | null; newlyLocked: boolean }> {
  const [before] = await ex
    .select({ failures: members.failedLoginCount, lockedUntil: members.lockedUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  const now = new Date();
  const failures = before.failures + 1;
  const alreadyLocked = before.lockedUntil !== null && before.lockedUntil.getTime() > now.getTime();
  const newlyLocked = mayLock && failures >= LOGIN_POLICY.lockAfterFailures && !alreadyLocked;
  const lockedUntil = newlyLocked ? new Date(now.getTime() + LOGIN_POLICY.lockMs) : before.lockedUntil;
  await ex.update(members).set({ failedLoginCount: failures, lockedUntil }).where(eq(members.id, memberId));
  return { failures, lockedUntil, newlyLocked };
}

export async function resetLoginFailures(ex: Executor, memberId: number): Promise<void> {
  await ex.update(members).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(members.id, memberId));
}

/** The member's first session has started: later logins are no longer first-time logins. */
export async function clearFirstTimeLogin(ex: Executor, memberId: number): Promise<void> {
  await ex.update(members).set({ firstTimeLogin: false }).where(eq(members.id, memberId));
}
