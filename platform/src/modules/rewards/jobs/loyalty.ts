// Loyalty jobs on the platform's queue (job-queue.ts), registered by buildPlatform:
//   loyalty-auto-rebate   after midnight (site time): on sites without manual rebate (MANPLAYREB3
//                         off), each member's rebate up to the start of the day is claimed for them.
//   loyalty-vip-review    on the 1st of each month: the month just ended is reviewed.
// Each pass is the operator command's function and safe to run twice: the rebate cursor and the
// ledger keys pay a period once, reviews are compare-and-set. Upgrades (which pay the level's reward)
// happen when the member reads its progress (the VIP page), or for every member who bet in the last
// day by the operator's POST /admin/loyalty/vip/upgrade (upgradeRecentBettors), not on a timer.
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import { sql } from 'drizzle-orm';
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { Db } from '../../../core/database/client';
import { inLedgerTransaction, type AccountDirectory } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { ApiError } from '../../../core/http/envelope';
import { claimRebate, MANUAL_REBATE_FLAG, membersWithRebate, PLAYER_REBATE_FLAG } from '../rules/loyalty-rebate';
import { previousMonthOf, recentBettors, reviewVipMonth, upgradeMember } from '../rules/loyalty-vip';
import { dayPeriod, localDayOf } from '../../agents';

export const LOYALTY_JOBS = {
  autoRebate: { name: 'loyalty-auto-rebate', cron: '20 0 * * *' },
  vipReview: { name: 'loyalty-vip-review', cron: '30 0 1 * *' },
} as const;

export interface AutoRebateReport {
  until: string;
  /** Manual rebate is on: members claim themselves, the job pays nothing. */
  skipped: boolean;
  paid: { memberId: number; amount: string }[];
  nothing: number;
  total: string;
}

/** The start of the business day of `now`: the automatic rebate pays bets before it. */
export function autoRebateUntil(now: Date): Date {
  return dayPeriod(localDayOf(now).day).start;
}

/** Pays each member's rebate over bets before `until` (once: the cursor moves by compare-and-set). */
export async function settleAutomaticRebates(db: Db, directory: AccountDirectory | undefined, until: Date, { force = false } = {}): Promise<AutoRebateReport> {
  const flags = new Map(
    rowsOf<{ name: string; enabled: boolean }>(await db.execute(sql`select name, enabled from site_flags where name in (${MANUAL_REBATE_FLAG}, ${PLAYER_REBATE_FLAG})`)).map((row) => [row.name, row.enabled]),
  );
  const report: AutoRebateReport = { until: until.toISOString(), skipped: false, paid: [], nothing: 0, total: '0.00' };
  // Members claim by hand (MANPLAYREB3), or the site offers no player rebate at all (PLYRBT off).
  if ((flags.get(MANUAL_REBATE_FLAG) && !force) || flags.get(PLAYER_REBATE_FLAG) === false) return { ...report, skipped: true };
  let total = 0n;
  for (const memberId of await membersWithRebate(db, until)) {
    try {
      const claim = await inLedgerTransaction(db, directory, (writer) => claimRebate(writer, { memberId, to: until, mode: 'automatic', actor: 'job:loyalty-rebate' }));
      report.paid.push({ memberId, amount: claim.total });
      total += toMinor(claim.total)!;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      report.nothing += 1;
    }
  }
  report.total = fromMinor(total);
  return report;
}

/** Raises members who bet since `since` to the levels they reached. */
export async function upgradeRecentBettors(db: Db, directory: AccountDirectory | undefined, since: Date, now: Date): Promise<number> {
  let upgraded = 0;
  for (const memberId of await recentBettors(db, since)) if ((await upgradeMember(db, directory, memberId, now)).length) upgraded += 1;
  return upgraded;
}

interface LoyaltyQueue {
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>;
}

export async function scheduleLoyalty(jobs: LoyaltyQueue, db: Db, directory: AccountDirectory, clock: () => Date = () => new Date()): Promise<void> {
  await jobs.work(LOYALTY_JOBS.autoRebate.name, async () => void (await settleAutomaticRebates(db, directory, autoRebateUntil(clock()))));
  await jobs.work(LOYALTY_JOBS.vipReview.name, async () => void (await reviewVipMonth(db, previousMonthOf(clock()))));
  for (const job of Object.values(LOYALTY_JOBS)) await jobs.schedule(job.name, job.cron, {}, { tz: BUSINESS_TIME_ZONE });
}
