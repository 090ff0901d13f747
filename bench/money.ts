// The money path of `npm run bench` (also `npm run bench:money`): settled bets per second through
// the platform's HTTP API (the local vendor's spin call: round, ledger entry, balance check, winner
// row) on one wallet and across 100 wallets, with p50/p99, on PGlite and on PostgreSQL; each beside
// the rate of the same number of bare conditional UPDATE statements on the same kind of database —
// the floor the ledger costs above. Across the wallets, bets and bare UPDATEs alternate for
// BENCH_ROUNDS rounds and the median round's ratio is the figure; the CPU per settled bet of the
// platform, PostgreSQL and the load generator is printed beside the CPU per bare UPDATE. Then the
// transaction history's p95 with 1,000,000 ledger entries (BENCH_HISTORY_ENTRIES; 0 skips it).
// BENCH_PGLITE=off measures PostgreSQL only.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { MoneyClient, cheapSlot } from '../tests/support/money-client';
import { benchHistory } from './history.mjs';
import { parentOf, treeCpuMs } from './process-cpu.mjs';
import { driveSpins } from './spin-load.mjs';
import { startPlatform } from '../tests/integration/platform/platform-process';
import { postgresReachable, testDatabase } from '../tests/integration/platform/postgres-test-db';

// 16,000 bets a run (4–6 s on PostgreSQL): runs of 4,000 (about a second) swung by half between runs.
const BETS = Number(process.env.BENCH_BETS ?? 16000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WALLETS = 100;
const TARGET = { ratio: 0.3, p99Ms: 50, historyP95Ms: 50 };
const HISTORY_ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 1_000_000);
// Rounds of bets and bare UPDATEs across the wallets, alternating (see measure).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `total` calls of `task(i)` with `concurrency` in flight; latency per call in ms. */
async function drive(name: string, total: number, concurrency: number, task: (i: number) => Promise<boolean>): Promise<Row> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const ok = await task(i).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { name, rps: total / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

/** The platform's group commit over the whole run (db/spin-batch.ts): statements sent and spins that went in batches. */
async function spinBatching(url: string, operatorKey: string): Promise<string> {
  const text = await (await fetch(`${url}/metrics`, { headers: { 'X-Operator-Key': operatorKey } })).text();
  const counter = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return `${counter('platform_spin_statements_total')} spin statements, ${counter('platform_spin_batched_total')} spins in batches of two or more`;
}

/** CPU ms so far of the platform's process tree, the PostgreSQL server's (every backend) and this process (the load generator). */
interface CpuTotals {
  platform: number;
  database: number;
  client: number;
}

/** The PostgreSQL server's pid (the parent of every backend). */
async function postgresServerPid(databaseUrl: string): Promise<number> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [{ pid }] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    return parentOf(pid); // while the backend still lives
  } finally {
    await sql.end();
  }
}

/**
 * CPU time per operation, summed over the measured runs only: the platform's process tree, the
 * PostgreSQL server's and this process (the load generator). CPU per operation is steadier than a
 * rate on a machine whose speed varies, and shows where the time goes.
 */
class CpuPerOperation {
  private readonly spent: CpuTotals = { platform: 0, database: 0, client: 0 };
  private operations = 0;

  constructor(
    private readonly platformPid: number | undefined,
    private readonly serverPid: number | undefined,
  ) {}

  private now(): CpuTotals {
    const { user, system } = process.cpuUsage();
    return {
      platform: this.platformPid === undefined ? 0 : treeCpuMs(this.platformPid),
      database: this.serverPid === undefined ? 0 : treeCpuMs(this.serverPid),
      client: (user + system) / 1000,
    };
  }

  /** Runs `run` and adds its CPU and its `operations` to the totals. */
  async measure<T>(operations: number, run: () => Promise<T>): Promise<T> {
    const before = this.now();
    const result = await run();
    const after = this.now();
    for (const part of ['platform', 'database', 'client'] as const) this.spent[part] += after[part] - before[part];
    this.operations += operations;
    return result;
  }

  toString(): string {
    const ms = (value: number) => (value / this.operations).toFixed(3);
    const parts = [
      ...(this.platformPid === undefined ? [] : [`platform ${ms(this.spent.platform)}`]),
      ...(this.serverPid === undefined ? [] : [`PostgreSQL ${ms(this.spent.database)}`]),
      `load generator ${ms(this.spent.client)}`,
    ];
    return `${parts.join(', ')} ms`;
  }
}

/** Bare conditional UPDATEs on one kind of database: `run` updates `total` times the row `row(i)`. */
interface BareUpdates {
  run(name: string, total: number, row: (i: number) => number): Promise<Row>;
  close(): Promise<void>;
}

const BARE_TABLE = 'create table bench_wallets (id int primary key, balance bigint not null check (balance >= 0))';

/** The bare UPDATEs in `url`'s database, from postgres-js (a lean pipelining client) with ten connections. */
async function barePostgres(url: string): Promise<BareUpdates> {
  const sql = postgres(url, { max: 10, onnotice: () => undefined });
  await sql.unsafe(BARE_TABLE);
  await sql`insert into bench_wallets select g, 100000000 from generate_series(0, ${WALLETS - 1}) g`;
  const update = (id: number) => sql`update bench_wallets set balance = balance - 100 where id = ${id} and balance >= 100`.then((r) => r.count === 1);
  return {
    run: (name, total, row) => drive(name, total, CONCURRENCY, (i) => update(row(i))),
    close: () => sql.end(),
  };
}

/** The bare UPDATEs in a PGlite database of their own (the platform's is in its own process). */
async function barePglite(): Promise<BareUpdates> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-pglite-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dir, 'pgdata'));
  await db.exec(BARE_TABLE);
  await db.query(`insert into bench_wallets select g, 100000000 from generate_series(0, ${WALLETS - 1}) g`);
  const update = (id: number) => db.query('update bench_wallets set balance = balance - 100 where id = $1 and balance >= 100', [id]).then((r) => r.affectedRows === 1);
  return {
    run: (name, total, row) => drive(name, total, CONCURRENCY, (i) => update(row(i))),
    async close() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** One round across the wallets: the bets and the bare UPDATEs, run back to back. */
interface Round {
  bets: Row;
  bare: Row;
}

const ratioOf = (round: Round) => round.bets.rps / round.bare.rps;

/** The round whose ratio is the median one. */
const medianRound = (rounds: Round[]): Round => [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(rounds.length / 2)];

interface Measured {
  rows: Row[];
  rounds: Round[];
}

/**
 * The bets and the bare UPDATEs on one kind of database. Across the wallets they alternate, ROUNDS
 * times (bets first, then bare first, and so on): the machine's speed drifts by tens of percent
 * within minutes, and each round compares runs a few seconds apart, on the same database in the
 * same state.
 */
async function measure(label: string, env: Record<string, string>, bare: BareUpdates, after?: (client: MoneyClient, url: string) => Promise<Row[]>): Promise<Measured> {
  const operatorKey = randomBytes(18).toString('base64url');
  const platform = await startPlatform({ ...env, OPERATOR_KEY: operatorKey, LOG_LEVEL: 'warn' });
  try {
    const client = new MoneyClient(platform.url, operatorKey);
    const sessions: string[] = [];
    let game: string | undefined;
    for (let i = 0; i < WALLETS; i++) {
      const account = `bench${String(i).padStart(3, '0')}`;
      await client.createMember(account, '1000000.00');
      const token = await client.login(account, 'Load@2026');
      game ??= await cheapSlot(client, token);
      sessions.push(await client.openGame(token, game));
    }
    const spins = (name: string, total: number, wallet: (i: number) => number, run: string) =>
      driveSpins({ url: platform.url, name, total, connections: CONCURRENCY, spinFor: (i) => ({ playToken: sessions[wallet(i)], spinId: `${run}-${String(i).padStart(8, '0')}` }) });
    const spread = (i: number) => i % WALLETS;
    await spins('warm-up', 200, spread, 'warm');
    await bare.run('warm-up', 200, spread);
    const rows = [await spins(`${label}: bets, one wallet`, BETS, () => 0, 'one'), await bare.run(`${label}: bare UPDATE, one row`, BETS, () => 0)];

    const server = env.DATABASE_URL ? await postgresServerPid(env.DATABASE_URL) : undefined;
    const betCpu = new CpuPerOperation(platform.pid, server);
    // The platform stays up, idle, while the bare UPDATEs run: its CPU is printed too, to show it is.
    const bareCpu = new CpuPerOperation(platform.pid, server);
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const betsRun = () => betCpu.measure(BETS, () => spins(`${label}: bets, ${WALLETS} wallets #${round}`, BETS, spread, `many${round}`));
      const bareRun = () => bareCpu.measure(BETS, () => bare.run(`${label}: bare UPDATE, ${WALLETS} rows #${round}`, BETS, spread));
      if (round % 2 === 1) {
        const bets = await betsRun();
        rounds.push({ bets, bare: await bareRun() });
      } else {
        const bareRow = await bareRun();
        rounds.push({ bets: await betsRun(), bare: bareRow });
      }
    }
    console.log(`${label}, ${WALLETS} wallets: CPU per settled bet ${betCpu}; per bare UPDATE ${bareCpu}`);
    console.log(`${label}: ${await spinBatching(platform.url, operatorKey)}`);
    const report = await client.reconcile();
    if (!report.ok) throw new Error(`${label}: the ledger does not reconcile after the bench`);
    for (const { bets, bare: bareRow } of rounds) rows.push(bets, bareRow);
    return { rows: [...rows, ...((await after?.(client, platform.url)) ?? [])], rounds };
  } finally {
    await platform.stop();
  }
}

/** What `rounds` show: the median round's ratio and the worst p99 of the bets. */
function verdict(rounds: Round[]): { ratio: number; worstP99: number; errors: number } {
  const middle = medianRound(rounds);
  return {
    ratio: ratioOf(middle),
    worstP99: Math.max(...rounds.map((round) => round.bets.p99)),
    errors: rounds.reduce((sum, round) => sum + round.bets.errors, 0),
  };
}

function print(rows: Row[]): void {
  console.log(`\n${'money path'.padEnd(44)} ${'ops/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const row of rows) {
    // The history row has no rate; its last column is p95 (sequential requests).
    const rate = row.rps ? row.rps.toFixed(0) : '—';
    const tail = row.rps ? row.p99.toFixed(1) : `p95 ${row.p99.toFixed(1)}`;
    console.log(`${row.name.padEnd(44)} ${rate.padStart(8)} ${row.p50.toFixed(1).padStart(8)} ${tail.padStart(8)} ${String(row.errors).padStart(7)}`);
  }
}

function ratioLine(label: string, rounds: Round[]): string {
  const each = rounds.map((round) => `${(ratioOf(round) * 100).toFixed(0)}%`).join(', ');
  const { ratio, worstP99 } = verdict(rounds);
  return `${label}, ${WALLETS} wallets: ${(ratio * 100).toFixed(0)}% of the bare UPDATE rate (median of ${rounds.length} rounds: ${each}), worst p99 ${worstP99.toFixed(1)} ms`;
}

async function main(): Promise<number> {
  console.log(`money bench: ${BETS} bets per run, ${CONCURRENCY} in flight, ${ROUNDS} rounds across the wallets, Node ${process.version}`);
  const rows: Row[] = [];
  const lines: string[] = [];
  if (process.env.BENCH_PGLITE !== 'off') {
    const pgliteBare = await barePglite();
    try {
      const pglite = await measure('PGlite', {}, pgliteBare);
      rows.push(...pglite.rows);
      lines.push(ratioLine('PGlite', pglite.rounds));
    } finally {
      await pgliteBare.close();
    }
  }
  let pass: boolean | undefined;
  if (postgresReachable()) {
    const database = testDatabase();
    const url = await database.create();
    try {
      // After the bets: a million ledger entries, then a member's transaction history page.
      const history = async (client: MoneyClient, platformUrl: string): Promise<Row[]> => {
        if (HISTORY_ENTRIES === 0) return [];
        console.log(`seeding ${HISTORY_ENTRIES} ledger entries…`);
        const seeded = await client.admin('POST', '/ledger/seed-history', { entries: HISTORY_ENTRIES });
        if (!seeded.body.success) throw new Error(`seed-history: ${seeded.body.code}`);
        const result = await benchHistory({ url: platformUrl, account: 'demo01', password: 'Demo@2026', requests: 200 });
        return [{ name: `PostgreSQL: history page, ${HISTORY_ENTRIES / 1_000_000}M entries`, rps: 0, p50: result.p50, p99: result.p95, errors: 0 }];
      };
      const bare = await barePostgres(url);
      let measured: Measured;
      try {
        measured = await measure('PostgreSQL', { DATABASE_URL: url }, bare, history);
      } finally {
        await bare.close();
      }
      rows.push(...measured.rows);
      const { ratio, worstP99, errors } = verdict(measured.rounds);
      const historyP95 = HISTORY_ENTRIES === 0 ? undefined : measured.rows.at(-1)!.p99;
      pass = ratio >= TARGET.ratio && worstP99 <= TARGET.p99Ms && errors === 0 && (historyP95 === undefined || historyP95 <= TARGET.historyP95Ms);
      const historyPart =
        historyP95 === undefined
          ? 'history page not measured (BENCH_HISTORY_ENTRIES=0)'
          : `history page p95 ${historyP95.toFixed(1)} ms at ${HISTORY_ENTRIES} entries (target ≤ ${TARGET.historyP95Ms} ms)`;
      lines.push(`${ratioLine('PostgreSQL', measured.rounds)} (target ≥ ${TARGET.ratio * 100}%, p99 ≤ ${TARGET.p99Ms} ms); ${historyPart} → ${pass ? 'met' : 'NOT met'}`);
    } finally {
      await database.drop();
    }
  } else {
    lines.push('PostgreSQL not reachable at 127.0.0.1:5432: the PostgreSQL target was not measured');
  }
  print(rows);
  console.log(`\n${lines.join('\n')}`);
  return pass === false ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
