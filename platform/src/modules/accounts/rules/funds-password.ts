// The funds (withdrawal) password (money-and-agents §3.1, §3.4): set once (on the first card
// binding or by itself), changed with the old one, and checked before a card is bound or deleted
// and before a withdrawal. Failures lock it like the login password: after
// settings.fundsPassword.maxFailures failures it refuses everything for lockMinutes.
//
// The failure count is moved by one UPDATE … RETURNING (two wrong guesses at once both count), and
// the check runs in its own statement, outside any money transaction: a withdrawal refused for
// another reason rolls its transaction back, and the failures must survive that.
import type { SiteProfile } from '../../../../../contract/site-profile';
import { refusePublishedPassword } from './published-passwords';
import { and, eq, sql } from 'drizzle-orm';
import { FUNDS_PASSWORD_MIN } from '../../../../../contract/cashier-withdraw';
import type { Executor } from '../../../core/database/client';
import { fundsPasswords } from '../schema-accounts';
import { ApiError } from '../../../core/http/envelope';
import { hashPassword, verifyPassword } from './password';

export const fundsPasswordErrors = {
  missing: () => new ApiError(409, 'not.exists.payment.password', 'Set a funds password first'),
  exists: () => new ApiError(409, 'payment.pw.exists', 'A funds password is already set'),
  tooShort: () => new ApiError(400, 'payment.pw.too_short', `The funds password needs at least ${FUNDS_PASSWORD_MIN} characters`),
  inconsistent: () => new ApiError(400, 'inconsistent_twice', 'The two passwords differ'),
  invalid: (remainingAttempts: number) =>
    new ApiError(403, 'invalid.payment.pw', 'Wrong funds password', { remainingAttempts }),
  locked: (retryAfterSeconds: number) =>
    new ApiError(423, 'payment.pw.locked', 'Too many wrong funds passwords, try again later', { retryAfterSeconds }),
};

/** The cashier's settings say how many failures lock it, and for how long (cashier-settings.ts). */
export interface FundsPasswordPolicy {
  maxFailures: number;
  lockMinutes: number;
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

export async function hasFundsPassword(ex: Executor, memberId: number): Promise<boolean> {
  const [row] = await ex.select({ memberId: fundsPasswords.memberId }).from(fundsPasswords).where(eq(fundsPasswords.memberId, memberId));
  return row !== undefined;
}

/** Throws unless `password` is the member's funds password; a wrong one counts (and may lock). */
export async function checkFundsPassword(ex: Executor, memberId: number, password: string, policy: FundsPasswordPolicy, now = new Date()): Promise<void> {
  const [row] = await ex.select().from(fundsPasswords).where(eq(fundsPasswords.memberId, memberId));
  if (!row) throw fundsPasswordErrors.missing();
  if (row.lockedUntil && row.lockedUntil > now) throw fundsPasswordErrors.locked(secondsUntil(row.lockedUntil, now));
  if (await verifyPassword(password, row.hash)) {
    if (row.failedCount > 0) await ex.update(fundsPasswords).set({ failedCount: 0 }).where(eq(fundsPasswords.memberId, memberId));
    return;
  }
  const lockUntil = new Date(now.getTime() + policy.lockMinutes * 60_000);
  const reachesLimit = sql`${fundsPasswords.failedCount} + 1 >= ${policy.maxFailures}`;
  const [counted] = await ex
    .update(fundsPasswords)
    .set({
      // A lock resets the count: after it expires the member has maxFailures tries again.
      failedCount: sql`case when ${reachesLimit} then 0 else ${fundsPasswords.failedCount} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz else ${fundsPasswords.lockedUntil} end`,
    })
    .where(and(eq(fundsPasswords.memberId, memberId), sql`(${fundsPasswords.lockedUntil} is null or ${fundsPasswords.lockedUntil} <= ${now.toISOString()}::timestamptz)`))
    .returning({ failedCount: fundsPasswords.failedCount, lockedUntil: fundsPasswords.lockedUntil });
  // No row: another request locked it meanwhile.
  if (!counted) throw fundsPasswordErrors.locked(policy.lockMinutes * 60);
  if (counted.lockedUntil && counted.lockedUntil > now) throw fundsPasswordErrors.locked(secondsUntil(counted.lockedUntil, now));
  throw fundsPasswordErrors.invalid(Math.max(0, policy.maxFailures - counted.failedCount));
}

/** A new funds password: long enough, not one the demo publishes (production), confirmed. */
export function checkNewFundsPassword(profile: SiteProfile, password: string, confirm: string | undefined, field = 'password'): void {
  if (password.length < FUNDS_PASSWORD_MIN) throw fundsPasswordErrors.tooShort();
  refusePublishedPassword(profile, password, field);
  if (confirm !== password) throw fundsPasswordErrors.inconsistent();
}

/** Sets the first funds password; refused when one exists (two requests at once: one wins). */
export async function setFundsPassword(ex: Executor, profile: SiteProfile, memberId: number, password: string, confirm: string | undefined): Promise<void> {
  checkNewFundsPassword(profile, password, confirm);
  const [inserted] = await ex
    .insert(fundsPasswords)
    .values({ memberId, hash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ memberId: fundsPasswords.memberId });
  if (!inserted) throw fundsPasswordErrors.exists();
}

export async function changeFundsPassword(
  ex: Executor,
  profile: SiteProfile,
  memberId: number,
  input: { oldPassword: string; newPassword: string; confirmPassword: string },
  policy: FundsPasswordPolicy,
): Promise<void> {
  checkNewFundsPassword(profile, input.newPassword, input.confirmPassword, 'newPassword');
  await checkFundsPassword(ex, memberId, input.oldPassword, policy);
  await ex
    .update(fundsPasswords)
    .set({ hash: await hashPassword(input.newPassword), failedCount: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(fundsPasswords.memberId, memberId));
}
