/** @jest-environment node */
// The job queue (platform/src/core/jobs/job-queue.ts) on PGlite and on PostgreSQL, through
// tests/support/job-queue-process.ts run as its own process: singleton keys, retries, drain, the
// sub-minute period, cron, PGlite's shared connection, and two runners sharing one PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = 'tests/support/job-queue-process.ts';

interface Running {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function start(args: string[], env: Record<string, string> = {}): Running {
  // Node with tsx's loader, not the tsx CLI: the CLI relays a signal and, when its child does not
  // acknowledge it within 30 ms (a busy machine), kills it and exits 143 however cleanly it stopped.
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    cwd: REPO_ROOT,
    detached: true, // own process group: a stop reaches tsx's node child too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function signal(running: Running, name: NodeJS.Signals): void {
  try {
    process.kill(-running.child.pid!, name);
  } catch {
    // already gone
  }
}

async function waitFor(running: Running, pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(running.output());
    if (match) return match;
    if (running.child.exitCode !== null || Date.now() > deadline) throw new Error(`no ${pattern} from ${SCRIPT}:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs the single-process scenarios and returns their report. */
async function scenarios(env: Record<string, string> = {}) {
  const running = start(['scenarios'], env);
  try {
    const [, json] = await waitFor(running, /^RESULT (.*)$/m, 60_000);
    expect(await running.exited).toBe(0);
    return JSON.parse(json);
  } finally {
    signal(running, 'SIGKILL');
  }
}

function scenarioTests(report: () => { dialect: string; [key: string]: any }) {
  it('drops a second send of the same singleton key while the first is queued, and a second keyless send', () => {
    const { dedupe } = report();
    expect(dedupe.first).toEqual(expect.any(String));
    expect(dedupe.sameKey).toBeNull();
    expect(dedupe.otherKey).toEqual(expect.any(String));
    expect(dedupe.keyless).toEqual(expect.any(String));
    expect(dedupe.keylessAgain).toBeNull();
  });

  it('retries a job whose handler threw, and completes it on the second attempt', () => {
    const { retry } = report();
    expect(retry.attempts).toEqual([
      { id: retry.id, retryCount: 0 },
      { id: retry.id, retryCount: 1 },
    ]);
    expect(retry.ms).toBeLessThan(10_000);
  });

  it('drain runs every due job (or waits for the one the worker holds) before it returns, and the worker resumes', () => {
    const { drain } = report();
    expect(drain.handledAfterDrain).toEqual([1, 2, 3]);
    expect(drain.drained).toBeLessThanOrEqual(3);
  });

  it('runs a period under a minute on its timer, and a cron schedule through pg-boss', () => {
    const { every, cron } = report();
    expect(every.runs).toBeGreaterThanOrEqual(3);
    expect(cron.data).toEqual({ from: 'cron' });
  });

  it('starts and stops within seconds', () => {
    expect(report().startMs).toBeLessThan(5_000);
    expect(report().stopMs).toBeLessThan(5_000);
  });
}

describe('job queue (PGlite)', () => {
  jest.setTimeout(90_000);
  let report: { dialect: string; [key: string]: any };
  beforeAll(async () => {
    report = await scenarios();
  });

  it('runs on PGlite', () => expect(report.dialect).toBe('pglite'));
  scenarioTests(() => report);

  it('leaves the shared connection clean when a pg-boss block fails inside its own BEGIN', () => {
    // A request's query queued behind the failed block runs normally (it would otherwise meet
    // "current transaction is aborted"); the block's own insert (3) is rolled back.
    expect(report.isolation).toEqual({ brokenOutcome: 'division by zero', afterOutcome: 'ok', rows: [1, 2, 4] });
  });
});

const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the PostgreSQL job queue suite: nothing accepts connections for ${ADMIN_URL}`);

(reachable ? describe : describe.skip)('job queue (PostgreSQL)', () => {
  jest.setTimeout(120_000);
  const database = testDatabase();
  let url: string;
  let sql: postgres.Sql;
  let report: { dialect: string; [key: string]: any };

  beforeAll(async () => {
    url = await database.create();
    sql = postgres(url, { max: 2, onnotice: () => undefined });
    report = await scenarios({ DATABASE_URL: url });
  });

  afterAll(async () => {
    await sql?.end();
    await database.drop();
  });

  it('runs on PostgreSQL, in its own schema pgboss', async () => {
    expect(report.dialect).toBe('postgres');
    const [row] = await sql`select count(*)::int as tables from information_schema.tables where table_schema = 'pgboss'`;
    expect(row.tables).toBeGreaterThan(0);
  });
  scenarioTests(() => report);

  it('two runners on one database run each sent job once and a scheduled job once per tick', async () => {
    await sql`create table job_runs (queue text not null, job_id text not null, runner text not null, n int, at timestamptz not null default now())`;
    const startedAt = Date.now();
    // One after the other: the first applies the platform's migrations, which are not meant to race.
    const first = start(['runner', 'a', '--send', '20'], { DATABASE_URL: url });
    const runners = [first];
    try {
      await waitFor(first, /^READY$/m, 60_000);
      const second = start(['runner', 'b'], { DATABASE_URL: url });
      runners.push(second);
      await waitFor(second, /^READY$/m, 60_000);
      // Both now run a cron pass every second; let a few go by after the sent jobs are done.
      for (let i = 0; i < 200; i += 1) {
        const [{ sent }] = await sql`select count(*)::int as sent from job_runs where queue = 'sent'`;
        if (sent >= 20) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 4_000));
    } finally {
      for (const running of runners) signal(running, 'SIGTERM');
      await Promise.race([Promise.all(runners.map((running) => running.exited)), new Promise((resolve) => setTimeout(resolve, 15_000))]);
      for (const running of runners) signal(running, 'SIGKILL');
    }
    const endedAt = Date.now();
    expect(await Promise.all(runners.map((running) => running.exited))).toEqual([0, 0]);

    const sent = await sql`select job_id, n, runner from job_runs where queue = 'sent'`;
    expect(sent.map((row) => row.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(sent.map((row) => row.job_id)).size).toBe(20);

    const ticks = await sql`select job_id from job_runs where queue = 'ticks'`;
    expect(new Set(ticks.map((row) => row.job_id)).size).toBe(ticks.length);
    // '* * * * *' is one occurrence a minute: one run, or two if the test crossed a minute boundary.
    const minutes = Math.floor(endedAt / 60_000) - Math.floor(startedAt / 60_000) + 1;
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    expect(ticks.length).toBeLessThanOrEqual(minutes);
  });
});
