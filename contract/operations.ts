// What the back office's operations screen reads from the platform (issue #28 "Operations"): the job
// queue (per queue its jobs by state, the lag of the oldest due one, the last completion and
// failure; every schedule), the ledger's reconcile report, and the platform's health.
import { z } from 'zod';

export const jobQueueReport = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  retrying: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  /** Seconds the oldest due job has waited (0 when none). */
  lagSeconds: z.number().int(),
  lastCompletedAt: z.string().nullable(),
  lastFailedAt: z.string().nullable(),
});
export type QueueReport = z.infer<typeof jobQueueReport>;

export const jobScheduleReport = z.object({ name: z.string(), cron: z.string(), timezone: z.string() });
export type ScheduleReport = z.infer<typeof jobScheduleReport>;

export const jobReport = z.object({ queues: z.array(jobQueueReport), schedules: z.array(jobScheduleReport) });
export type JobReport = z.infer<typeof jobReport>;

export const reconcileReport = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  postings: z.number().int(),
  /** Σ of every posting, in money (must be "0.00"). */
  total: z.string(),
  unbalancedEntries: z.array(z.object({ entryId: z.number(), key: z.string(), sum: z.string() })),
  accountsOff: z.array(z.object({ code: z.string(), cached: z.string(), posted: z.string() })),
  /** Game rounds with a stake but no ledger entry, and spin entries without their round (half-applied spins). */
  roundsWithoutEntry: z.number().int(),
  spinEntriesWithoutRound: z.number().int(),
  /** Postings, entries, rounds and winner rows naming an entry, account, member, game or session that does not exist. */
  danglingReferences: z.number().int(),
});
export type ReconcileReport = z.infer<typeof reconcileReport>;

/** GET /health: up, which database, and the start warnings (an embedded database in production …). */
export const platformHealth = z.object({ ok: z.boolean(), database: z.string(), warnings: z.array(z.string()) });
export type PlatformHealth = z.infer<typeof platformHealth>;

/** One stored reconcile run: when, by whom (`staff:<name>`, `key:<name>`, `metrics`), how long, and its report. */
export const reconcileRun = z.object({
  id: z.number().int(),
  ranAt: z.string(),
  ranBy: z.string(),
  durationMs: z.number().int(),
  report: reconcileReport,
});
export type ReconcileRun = z.infer<typeof reconcileRun>;
