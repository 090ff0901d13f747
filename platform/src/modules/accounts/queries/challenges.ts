// Pending second verifications (login_challenges) and password-reset tokens; only hashes stored.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { loginChallenges, passwordResets } from '../schema-accounts';

export type Challenge = typeof loginChallenges.$inferSelect;

export async function createChallenge(
  ex: Executor,
  challenge: { idHash: string; memberId: number; ip: string; loginType: string; expiresAt: Date },
): Promise<void> {
  await ex.insert(loginChallenges).values(challenge);
}

export async function findChallenge(ex: Executor, idHash: string, forUpdate = false): Promise<Challenge | undefined> {
  const query = ex.select().from(loginChallenges).where(eq(loginChallenges.idHash, idHash));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function addChallengeAttempt(ex: Executor, idHash: string): Promise<void> {
  await ex
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.idHash, idHash));
}

export async function completeChallenge(ex: Executor, idHash: string, now: Date): Promise<void> {
  await ex.update(loginChallenges).set({ completedAt: now }).where(eq(loginChallenges.idHash, idHash));
}

export type PasswordReset = typeof passwordResets.$inferSelect;

export async function createPasswordReset(ex: Executor, reset: { tokenHash: string; memberId: number; expiresAt: Date }): Promise<void> {
  await ex.insert(passwordResets).values(reset);
}

export async function findPasswordReset(ex: Executor, tokenHash: string): Promise<PasswordReset | undefined> {
  const [row] = await ex.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for('update');
  return row;
}

/** Marks one reset used (e.g. its mail could not be sent). */
export async function closePasswordReset(ex: Executor, tokenHash: string, now: Date): Promise<void> {
  await ex.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.tokenHash, tokenHash));
}

/** Marks every open reset of the member used (the one redeemed and any older ones). */
export async function closePasswordResets(ex: Executor, memberId: number, now: Date): Promise<void> {
  await ex
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}
