// Known devices and the per-scope login failures and locks (modules/accounts/rules/login-policy.ts).
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { lockKey } from './accounts';
import type { Executor } from '../../../core/database/client';
import { knownDevices, loginScopeFailures } from '../schema-members';

/** The device has logged in to the member's account (kept or refreshed). */
export async function rememberDevice(ex: Executor, deviceHash: string, memberId: number, now: Date): Promise<void> {
  await ex
    .insert(knownDevices)
    .values({ deviceHash, memberId, firstLoginAt: now, lastLoginAt: now })
    .onConflictDoUpdate({ target: [knownDevices.deviceHash, knownDevices.memberId], set: { lastLoginAt: now } });
}

/** The device logged in since `since`: to the member's account, or (without one) to any account. */
export async function isKnownDevice(ex: Executor, deviceHash: string, since: Date, memberId?: number): Promise<boolean> {
  const [row] = await ex
    .select({ memberId: knownDevices.memberId })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.deviceHash, deviceHash),
        gt(knownDevices.lastLoginAt, since),
        memberId === undefined ? undefined : eq(knownDevices.memberId, memberId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The latest lock among `scopes` of `account` still in force at `now`, else null. */
export async function scopeLockedUntil(ex: Executor, account: string, scopes: string[], now: Date): Promise<Date | null> {
  if (scopes.length === 0) return null;
  const rows = await ex
    .select({ lockedUntil: loginScopeFailures.lockedUntil })
    .from(loginScopeFailures)
    .where(and(eq(loginScopeFailures.account, account), inArray(loginScopeFailures.scope, scopes), gt(loginScopeFailures.lockedUntil, now)));
  const ends = rows.map((row) => row.lockedUntil!.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}

/**
 * Counts one more failure in each scope (a count older than `windowMs` starts again) and locks, for
 * `lockMs`, each scope whose count reaches `threshold(scope)` when `mayLock`. `newlyLocked` says this
 * failure set the account's first lock in force (the owner is told once, not per attacker).
 */
export async function addScopeFailure(
  ex: Executor,
  account: string,
  scopes: string[],
  rule: { now: Date; windowMs: number; lockMs: number; mayLock: boolean; threshold: (scope: string) => number },
): Promise<{ lockedUntil: Date | null; newlyLocked: boolean }> {
  const { now, windowMs, lockMs, mayLock, threshold } = rule;
  // One failure of an account at a time: two attackers' simultaneous locks tell the owner once.
  await lockKey(ex, `login-scopes:${account}`);
  const lockedBefore = await ex
    .select({ scope: loginScopeFailures.scope })
    .from(loginScopeFailures)
    .where(and(eq(loginScopeFailures.account, account), gt(loginScopeFailures.lockedUntil, now)));
  const windowStart = new Date(now.getTime() - windowMs);
  let lockedUntil: Date | null = null;
  for (const scope of scopes) {
    const [row] = await ex
      .insert(loginScopeFailures)
      .values({ account, scope, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: [loginScopeFailures.account, loginScopeFailures.scope],
        set: {
          failures: sql`case when ${loginScopeFailures.lastFailureAt} > ${windowStart.toISOString()}::timestamptz then ${loginScopeFailures.failures} + 1 else 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginScopeFailures.failures, lockedUntil: loginScopeFailures.lockedUntil });
    if (row.lockedUntil && row.lockedUntil > now) lockedUntil = row.lockedUntil;
    if (mayLock && row.failures >= threshold(scope) && !(row.lockedUntil && row.lockedUntil > now)) {
      const until = new Date(now.getTime() + lockMs);
      await ex
        .update(loginScopeFailures)
        .set({ lockedUntil: until })
        .where(and(eq(loginScopeFailures.account, account), eq(loginScopeFailures.scope, scope)));
      lockedUntil = until;
    }
  }
  // Counts nobody added to for a day and no longer locked only take room.
  await ex
    .delete(loginScopeFailures)
    .where(
      and(
        lt(loginScopeFailures.lastFailureAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
        or(isNull(loginScopeFailures.lockedUntil), lt(loginScopeFailures.lockedUntil, now)),
      ),
    );
  return { lockedUntil, newlyLocked: lockedUntil !== null && lockedBefore.length === 0 };
}

/** Forgets the failures and locks of `account` in `scopes` (a successful login), or in all (an operator unlock). */
export async function clearScopeFailures(ex: Executor, account: string, scopes?: string[]): Promise<void> {
  if (scopes && scopes.length === 0) return;
  await ex
    .delete(loginScopeFailures)
    .where(and(eq(loginScopeFailures.account, account), scopes ? inArray(loginScopeFailures.scope, scopes) : undefined));
}
