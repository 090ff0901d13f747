// TEMPORARY: the shared funds-password checker (platform/src/domain/funds-password.ts, with its
// failure count and lock) is built on another branch. Until it lands, transfers check the password
// against funds_passwords.hash here; switch the callers to the shared checker when it does.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fundsPasswords } from '../db/schema-cashier';
import { ApiError } from './envelope';
import { burnPasswordCheck, verifyPassword } from './password';

export async function checkFundsPassword(ex: Executor, memberId: number, password: string): Promise<void> {
  const [row] = await ex.select({ hash: fundsPasswords.hash, lockedUntil: fundsPasswords.lockedUntil }).from(fundsPasswords).where(eq(fundsPasswords.memberId, memberId));
  if (!row) {
    await burnPasswordCheck(password);
    throw new ApiError(400, 'funds_password_not_set', 'Set a funds password first');
  }
  if (row.lockedUntil && row.lockedUntil > new Date()) throw new ApiError(423, 'funds_password_locked', 'The funds password is locked for now');
  if (!(await verifyPassword(password, row.hash))) throw new ApiError(400, 'funds_password_invalid', 'The funds password is wrong');
}
