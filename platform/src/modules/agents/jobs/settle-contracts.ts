// The settlement schedules (spec §9) on the platform's job queue (pg-boss, platform/src/core/jobs/
// job-queue.ts), registered by buildPlatform: daily salary and dividends after midnight business time for
// the day before, hourly salary every half hour for the hour (or half hour) just ended, real-time
// salary every 5 minutes for the draws of the last quarter hour, agent rebates after midnight for
// the day before. Each run is the operator
// command's function; a period already settled is skipped, so overlapping windows and a job run
// twice pay nothing twice.
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import type { Db } from '../../../core/database/client';
import type { AccountDirectory } from '../../ledger';
import { settleDailySalary, settleDividend, settleHourlySalary, settleRealtimeSalary } from '../rules/settlement';
import { addDays, localDayOf } from '../rules/settlement-periods';
import { settleAgentRebates } from './agent-rebate-settlement';

/** What this module needs of the job queue (JobQueue's work and schedule). */
export interface SettlementQueue {
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>;
}

export const SETTLEMENT_JOBS = {
  daily: { name: 'settle-daily-salary', cron: '5 0 * * *' },
  dividend: { name: 'settle-dividend', cron: '10 0 * * *' },
  hourly: { name: 'settle-hourly-salary', cron: '1,31 * * * *' },
  realtime: { name: 'settle-realtime-salary', cron: '*/5 * * * *' },
  agentRebate: { name: 'settle-agent-rebate', cron: '15 0 * * *' },
} as const;

const REALTIME_LOOKBACK_MS = 15 * 60_000;

export async function scheduleSettlements(jobs: SettlementQueue, db: Db, directory: AccountDirectory, clock: () => Date = () => new Date()): Promise<void> {
  const yesterday = () => addDays(localDayOf(clock()).day, -1);
  await jobs.work(SETTLEMENT_JOBS.daily.name, async () => void (await settleDailySalary(db, directory, yesterday(), clock())));
  await jobs.work(SETTLEMENT_JOBS.dividend.name, async () => void (await settleDividend(db, directory, yesterday(), clock())));
  await jobs.work(SETTLEMENT_JOBS.hourly.name, async () => {
    // The hour that contains the half hour just ended: after :00 the previous hour (H and its second half), after :30 this hour's first half.
    const now = clock();
    const { day, hour } = localDayOf(new Date(now.getTime() - 30 * 60_000));
    await settleHourlySalary(db, directory, day, hour, now);
  });
  await jobs.work(SETTLEMENT_JOBS.realtime.name, async () => {
    const now = clock();
    await settleRealtimeSalary(db, directory, { start: new Date(now.getTime() - REALTIME_LOOKBACK_MS), end: now }, now);
  });
  await jobs.work(SETTLEMENT_JOBS.agentRebate.name, async () => void (await settleAgentRebates(db, yesterday(), directory)));
  for (const job of Object.values(SETTLEMENT_JOBS)) await jobs.schedule(job.name, job.cron, {}, { tz: BUSINESS_TIME_ZONE });
}
