// A process for the job queue's tests, run with tsx (pg-boss is ESM only and PGlite cannot load in
// Jest's module sandbox). Opens the platform's database, PGlite in a fresh directory or PostgreSQL
// when DATABASE_URL is set, and the job queue with a one-second cron pass, then:
//   scenarios      runs the single-process scenarios at once and prints `RESULT <json>`
//   runner <name>  works the queues `sent` and `ticks` (a cron schedule every minute), recording
//                  each run in the table job_runs (the test creates it); `--send N` first sends N
//                  keyed jobs to `sent`. Prints `READY` and runs until SIGTERM.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../platform/src/core/database/client';
import { openJobQueue, type JobQueue } from '../../platform/src/core/jobs/job-queue';
import { pgliteBossDb } from '../../platform/src/core/jobs/pglite-boss-db';

const log = {
  error: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj, (_k, v: unknown) => (v instanceof Error ? v.message : v))),
  warn: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, ms: number, check: () => T | undefined): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function dedupe(jobs: JobQueue) {
  return {
    first: await jobs.send('dedupe', { n: 1 }, { singletonKey: 'agent-1:2026-11' }),
    sameKey: await jobs.send('dedupe', { n: 2 }, { singletonKey: 'agent-1:2026-11' }),
    otherKey: await jobs.send('dedupe', { n: 3 }, { singletonKey: 'agent-2:2026-11' }),
    keyless: await jobs.send('dedupe', { n: 4 }),
    keylessAgain: await jobs.send('dedupe', { n: 5 }),
  };
}

async function retry(jobs: JobQueue) {
  const attempts: { id: string; retryCount: number }[] = [];
  let done = false;
  await jobs.work<{ n: number }>('retry', async (_data, job) => {
    attempts.push(job);
    if (job.retryCount === 0) throw new Error('first attempt fails on purpose');
    done = true;
  });
  const started = Date.now();
  const id = await jobs.send('retry', { n: 1 });
  await until('the retry', 20_000, () => (done ? true : undefined));
  return { id, attempts, ms: Date.now() - started };
}

async function drain(jobs: JobQueue) {
  const handled: number[] = [];
  await jobs.work<{ n: number }>('drain', async (data) => {
    await sleep(20);
    handled.push(data.n);
  });
  for (const n of [1, 2, 3]) await jobs.send('drain', { n }, { singletonKey: `k${n}` });
  const drained = await jobs.drain('drain');
  const handledAfterDrain = [...handled].sort();
  // The worker is back: a later send still runs.
  await jobs.send('drain', { n: 4 }, { singletonKey: 'k4' });
  await until('the worker after a drain', 10_000, () => (handled.includes(4) ? true : undefined));
  return { drained, handledAfterDrain };
}

async function every(jobs: JobQueue) {
  let runs = 0;
  await jobs.work('every', async () => {
    runs += 1;
  });
  await jobs.every('every', 200);
  await until('three ticks', 10_000, () => (runs >= 3 ? true : undefined));
  return { runs };
}

async function cron(jobs: JobQueue) {
  const seen: object[] = [];
  await jobs.work<{ from: string }>('cron', async (data) => {
    seen.push(data);
  });
  await jobs.schedule('cron', '* * * * *', { from: 'cron' });
  const data = await until('the cron job', 15_000, () => seen[0]);
  return { data };
}

/**
 * A pg-boss block that fails inside its own BEGIN, with a platform query queued right behind it:
 * the query must find a clean session (pglite-boss-db.ts).
 */
async function isolation(database: Database) {
  if (database.connection.dialect !== 'pglite') return { skipped: true };
  const bossDb = pgliteBossDb(database.connection.client);
  const { db } = database;
  await db.execute(sql`create table isolation_probe (n int)`);
  const transaction = db.transaction(async (tx) => {
    await tx.execute(sql`insert into isolation_probe values (1)`);
    await sleep(100);
    await tx.execute(sql`insert into isolation_probe values (2)`);
  });
  const broken = bossDb.executeSql('BEGIN; INSERT INTO isolation_probe VALUES (3); SELECT 1/0; COMMIT;').then(
    () => 'committed',
    (error: Error) => error.message,
  );
  const after = db.execute(sql`insert into isolation_probe values (4)`).then(
    () => 'ok',
    (error: Error) => error.message,
  );
  await transaction;
  const [brokenOutcome, afterOutcome] = await Promise.all([broken, after]);
  const rows = (await database.connection.client.query<{ n: number }>('select n from isolation_probe order by n')).rows.map((row) => row.n);
  return { brokenOutcome, afterOutcome, rows };
}

async function scenarios(database: Database, jobs: JobQueue) {
  const [d, r, dr, e, c, i] = await Promise.all([dedupe(jobs), retry(jobs), drain(jobs), every(jobs), cron(jobs), isolation(database)]);
  const started = Date.now();
  await jobs.stop();
  return { dedupe: d, retry: r, drain: dr, every: e, cron: c, isolation: i, stopMs: Date.now() - started };
}

async function runner(database: Database, jobs: JobQueue, name: string, send: number) {
  const record = async (queue: string, jobId: string, n: number | null) => {
    await database.db.execute(sql`insert into job_runs (queue, job_id, runner, n) values (${queue}, ${jobId}, ${name}, ${n})`);
  };
  await jobs.work<{ n: number }>('sent', async (data, job) => {
    await sleep(30);
    await record('sent', job.id, data.n);
  }, { batchSize: 2 });
  await jobs.work('ticks', async (_data, job) => record('ticks', job.id, null));
  await jobs.schedule('ticks', '* * * * *');
  for (let n = 1; n <= send; n += 1) await jobs.send('sent', { n }, { singletonKey: `job-${n}` });
  console.log('READY');
  // `on`, not `once`: a second signal while stopping must not take the default action.
  await new Promise<void>((resolve) => process.on('SIGTERM', () => resolve()));
  await jobs.stop();
}

async function main() {
  const [command, name = 'runner', ...rest] = process.argv.slice(2);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'job-queue-'));
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    const started = Date.now();
    const jobs = await openJobQueue(database, { log, cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5 });
    const startMs = Date.now() - started;
    if (command === 'scenarios') {
      console.log(`RESULT ${JSON.stringify({ dialect: database.dialect, startMs, ...(await scenarios(database, jobs)) })}`);
    } else if (command === 'runner') {
      const sendIndex = rest.indexOf('--send');
      await runner(database, jobs, name, sendIndex >= 0 ? Number(rest[sendIndex + 1]) : 0);
    } else {
      throw new Error(`unknown command ${command}`);
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('job queue process failed:', error);
    process.exit(1);
  },
);
