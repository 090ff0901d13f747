// Login attempts, successful or not, per account name and IP. (Failures per address and per device
// are counted in the abuse limits: abuse-limits.ts loginFailuresPerIp, loginFailuresPerDevice.)
import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { loginHistory } from '../schema-members';

export async function recordLoginAttempt(
  ex: Executor,
  attempt: { memberId: number | null; account: string; ip: string; success: boolean },
): Promise<void> {
  await ex.insert(loginHistory).values(attempt);
}

export async function countFailuresForAccount(ex: Executor, account: string, since: Date): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(loginHistory)
    .where(and(eq(loginHistory.account, account), eq(loginHistory.success, false), gt(loginHistory.at, since)));
  return row.n;
}
