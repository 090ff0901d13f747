// The platform's job queue: scheduled and queued work (sweeps, settlements) on pg-boss, in the
// platform's own database. On PostgreSQL pg-boss keeps its tables in the schema `pgboss` and its own
// small pool; on PGlite it runs on the platform's one connection (pglite-boss-db.ts). Same queue,
// schedules, retries and singleton rules either way.
//
//   work(name, handler, { batchSize })   registers the handler of a queue, creating the queue
//   send(name, data, { singletonKey, startAfter, retryLimit })   enqueues one job (null: dropped)
//   schedule(name, cron, data, { tz })   a cron schedule (UTC unless tz), one job per occurrence
//   every(name, ms, data)                a period: cron for whole minutes, a local tick under one
//   drain(name)                          runs what is due now and waits (ops commands, tests)
//   stop()                               stops taking jobs and waits for those under way
//
// Every queue is pg-boss's `exclusive` policy: at most one job per singleton key queued, waiting for
// a retry or running, and a keyless send is the queue's own key. A sweep never overlaps itself, on
// one platform or several; a settlement sent per (agent, period) key is queued once. Delivery is at
// least once (a crash mid-job runs it again), so handlers stay idempotent: money moves under ledger
// idempotency keys anyway. A handler that throws is retried (retryLimit, 1 s backoff doubling); a
// job whose process died is retried once its heartbeat is 30 s stale.
//
// Scale-out: schedules live in the database and pg-boss's cron pass claims each tick for one
// instance, filing an occurrence under a singleton slot, so two platforms on one PostgreSQL run a
// scheduled job once per tick. Cron resolution is one minute; `every` below a minute (tests, local
// runs) enqueues from a timer in each process, and the exclusive policy still runs one pass at a time.
import type { Job, JobResult, PgBoss as PgBossType, SendOptions } from 'pg-boss';
import type { Database } from '../database/client';
import { loggableError } from '../http/envelope-handlers';
import { pgliteBossDb } from './pglite-boss-db';

export interface JobInfo {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<T extends object> = (data: T, job: JobInfo) => Promise<void>;

export interface JobQueue {
  /** Registers the handler of a queue (creating the queue); a failed job is retried (retryLimit). */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: { batchSize?: number }): Promise<void>;
  /** Enqueues one job; a second send of the same singletonKey (or keyless) while the first exists is dropped: null. */
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string; startAfter?: Date; retryLimit?: number }): Promise<string | null>;
  /** A cron schedule (UTC unless tz given) that enqueues `name` with `data`; once per occurrence across processes. */
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>;
  /** Enqueues `name` every `ms`: a cron schedule for whole minutes (see cronEvery), a local timer below a minute. */
  every(name: string, ms: number, data?: object): Promise<void>;
  /** Runs every job of `name` that is due now with its registered handler and waits; returns how many ran. */
  drain(name: string): Promise<number>;
  /** Stops the timers and workers, waiting for jobs under way (the database stays open). */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** How often an idle worker looks for jobs (pg-boss's default 2 s; at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How often the cron pass runs (pg-boss's default 30 s; tests use 1). */
  cronMonitorIntervalSeconds?: number;
}

export const JOBS_SCHEMA = 'pgboss';
// A job whose process died stops sending heartbeats and is retried after about heartbeatSeconds
// (plus pg-boss's supervise pass), rather than holding its exclusive slot for expireInSeconds.
const QUEUE_DEFAULTS = { policy: 'exclusive', retryLimit: 3, retryDelay: 1, retryBackoff: true, heartbeatSeconds: 30 } as const;
const DRAIN_HEARTBEAT_MS = 10_000;
const STOP_TIMEOUT_MS = 30_000;

/** The cron expression of a period of whole minutes that divide an hour, or whole hours that divide a day. */
export function cronEvery(ms: number): string {
  const minutes = ms / 60_000;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && hours <= 24 && 24 % hours === 0) return hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
  throw new RangeError(`no cron schedule runs every ${ms} ms: use whole minutes dividing an hour or whole hours dividing a day`);
}

export async function openJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  // pg-boss is ESM only: a dynamic import keeps the platform's CommonJS build loading it.
  const { PgBoss } = await import('pg-boss');
  const { connection } = database;
  const tuning = {
    schema: JOBS_SCHEMA,
    ...(options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds } : {}),
  };
  const boss =
    connection.dialect === 'pglite'
      ? new PgBoss({ ...tuning, db: pgliteBossDb(connection.client), backend: 'pglite' })
      : new PgBoss({ ...tuning, connectionString: connection.url, max: 4, application_name: 'platform-jobs' });
  // A connection the server ended (a restart, a failover) reaches here through pg-boss's pool; the
  // error's own fields would carry the whole connection object, so only its kind and codes are logged.
  boss.on('error', (error) => options.log.error({ err: loggableError(error) }, 'job queue error'));
  boss.on('warning', (warning) => options.log.warn({ warning }, 'job queue warning'));
  await boss.start();
  return new PgBossQueue(boss, options);
}

class PgBossQueue implements JobQueue {
  private readonly queues = new Map<string, Promise<void>>();
  private readonly handlers = new Map<string, { handler: JobHandler<object>; batchSize: number }>();
  /** The worker id of each queue this process works, for waking it after a send. */
  private readonly workers = new Map<string, string>();
  private readonly draining = new Map<string, Promise<number>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly boss: PgBossType,
    private readonly options: JobQueueOptions,
  ) {}

  /** Creates the queue once per process (pg-boss's create is a no-op for an existing queue). */
  private ensureQueue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = this.boss.createQueue(name, QUEUE_DEFAULTS);
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }

  async work<T extends object>(name: string, handler: JobHandler<T>, options: { batchSize?: number } = {}): Promise<void> {
    if (this.handlers.has(name)) throw new Error(`queue ${name} already has a handler`);
    await this.ensureQueue(name);
    this.handlers.set(name, { handler: handler as JobHandler<object>, batchSize: options.batchSize ?? 1 });
    await this.startWorker(name);
  }

  private async startWorker(name: string): Promise<void> {
    const { handler, batchSize } = this.handlers.get(name)!;
    const workOptions = {
      batchSize,
      perJobResults: true,
      ...(this.options.pollingIntervalSeconds ? { pollingIntervalSeconds: this.options.pollingIntervalSeconds } : {}),
    } as const;
    // Each job of a batch is settled on its own: one failure retries that job, not its neighbours.
    const id = await this.boss.work<object>(name, workOptions, async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) results.push(await this.run(name, handler, job));
      return results;
    });
    this.workers.set(name, id);
  }

  private async run<T extends object>(name: string, handler: JobHandler<T>, job: Job<T>): Promise<JobResult> {
    try {
      await handler(job.data, { id: job.id, retryCount: job.retryCount });
      return { id: job.id, status: 'completed' };
    } catch (error) {
      this.options.log.error({ err: error, queue: name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
      return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
    }
  }

  async send<T extends object>(name: string, data: T, options: { singletonKey?: string; startAfter?: Date; retryLimit?: number } = {}): Promise<string | null> {
    await this.ensureQueue(name);
    const sendOptions: SendOptions = {};
    if (options.singletonKey !== undefined) sendOptions.singletonKey = options.singletonKey;
    if (options.startAfter !== undefined) sendOptions.startAfter = options.startAfter;
    if (options.retryLimit !== undefined) sendOptions.retryLimit = options.retryLimit;
    const id = await this.boss.send(name, data, sendOptions);
    // A worker of this process takes it now rather than at its next poll.
    const worker = this.workers.get(name);
    if (id && worker) this.boss.notifyWorker(worker);
    return id;
  }

  async schedule(name: string, cron: string, data?: object, options: { tz?: string } = {}): Promise<void> {
    await this.ensureQueue(name);
    await this.boss.schedule(name, cron, data ?? null, options.tz ? { tz: options.tz } : {});
  }

  async every(name: string, ms: number, data: object = {}): Promise<void> {
    if (ms >= 60_000) return this.schedule(name, cronEvery(ms), data);
    // Below cron's minute: each process enqueues on its own timer (the exclusive policy drops a tick
    // while a pass is queued or running). A schedule left by a slower configuration would run beside it.
    await this.ensureQueue(name);
    await this.boss.unschedule(name);
    const timer = setInterval(() => {
      if (this.stopped) return;
      this.send(name, data).catch((error: unknown) => this.options.log.error({ err: error, queue: name }, 'job tick failed'));
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  async drain(name: string): Promise<number> {
    if (!this.handlers.has(name)) throw new Error(`queue ${name} has no handler in this process`);
    const drained = (this.draining.get(name) ?? Promise.resolve(0)).then(() => this.drainNow(name));
    this.draining.set(name, drained.catch(() => 0));
    return drained;
  }

  /**
   * The local worker is taken off first and waited for, so a job it has just claimed is finished
   * rather than missed; the due jobs then run here, and the worker comes back. Jobs running in
   * another process are not waited for.
   */
  private async drainNow(name: string): Promise<number> {
    const { handler } = this.handlers.get(name)!;
    this.workers.delete(name);
    await this.boss.offWork(name, { wait: true });
    let ran = 0;
    try {
      for (;;) {
        const jobs = await this.boss.fetch<object>(name, { batchSize: 50 });
        if (jobs.length === 0) return ran;
        for (const job of jobs) {
          const attempt = { id: job.id, retryCount: job.retryCount };
          // work() sends the heartbeats of the jobs it runs; a drained job sends its own.
          const heartbeat = setInterval(() => void this.boss.touch(name, attempt).catch(() => undefined), DRAIN_HEARTBEAT_MS);
          const result = await this.run(name, handler, job).finally(() => clearInterval(heartbeat));
          if (result.status === 'completed') await this.boss.complete(name, attempt);
          else await this.boss.fail(name, attempt, result.output as object);
          ran += 1;
        }
      }
    } finally {
      if (!this.stopped) await this.startWorker(name);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await this.boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  }
}
