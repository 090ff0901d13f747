// What the job queue is doing (`npm run ops -- jobs`, `GET /admin/jobs`): per queue (every queue
// created, a quiet one with its zeros), the jobs in each state, the oldest one due and not started
// (the lag), the last completion and the last failure; and every schedule with its cron and time
// zone. Read from pg-boss's own tables (core/jobs/job-queue.ts).
import { sql } from 'drizzle-orm';
import type { JobReport } from '../../../../contract/operations';
import { JOBS_SCHEMA } from './job-queue';
import type { Executor } from '../database/client';
import { rowsOf } from '../database/rows-of';

export type { JobReport, QueueReport, ScheduleReport } from '../../../../contract/operations';

export async function jobReport(ex: Executor): Promise<JobReport> {
  const queues = rowsOf<{
    name: string;
    waiting: string;
    active: string;
    retrying: string;
    completed: string;
    failed: string;
    lag: number | null;
    last_completed: string | null;
    last_failed: string | null;
  }>(
    await ex.execute(
      sql.raw(`
        select q.name,
          count(j.id) filter (where j.state = 'created') as waiting,
          count(j.id) filter (where j.state = 'active') as active,
          count(j.id) filter (where j.state = 'retry') as retrying,
          count(j.id) filter (where j.state = 'completed') as completed,
          count(j.id) filter (where j.state = 'failed') as failed,
          extract(epoch from now() - min(j.start_after) filter (where j.state in ('created', 'retry') and j.start_after <= now()))::float8 as lag,
          max(j.completed_on) filter (where j.state = 'completed')::text as last_completed,
          max(j.completed_on) filter (where j.state = 'failed')::text as last_failed
        from ${JOBS_SCHEMA}.queue q left join ${JOBS_SCHEMA}.job j on j.name = q.name
        group by q.name order by q.name`),
    ),
  );
  const schedules = rowsOf<{ name: string; cron: string; timezone: string | null }>(
    await ex.execute(sql.raw(`select name, cron, timezone from ${JOBS_SCHEMA}.schedule order by name`)),
  );
  return {
    queues: queues.map((q) => ({
      name: q.name,
      waiting: Number(q.waiting),
      active: Number(q.active),
      retrying: Number(q.retrying),
      completed: Number(q.completed),
      failed: Number(q.failed),
      lagSeconds: Math.max(0, Math.round(q.lag ?? 0)),
      lastCompletedAt: q.last_completed,
      lastFailedAt: q.last_failed,
    })),
    schedules: schedules.map((s) => ({ name: s.name, cron: s.cron, timezone: s.timezone ?? 'UTC' })),
  };
}
