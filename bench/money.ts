// The money path of `npm run bench` (also `npm run bench:money`): settled bets per second through
// the platform's HTTP API (the local vendor's spin call: round, ledger entry, balance check, winner
// row) on one wallet and across 100 wallets, with p50/p99, on PGlite and on PostgreSQL; each beside
// the rate of the same number of bare conditional UPDATE statements on the same kind of database —
// the floor the ledger costs above; the CPU per settled bet of the platform, PostgreSQL and the load
// generator beside the CPU per bare UPDATE. Then the transaction history's p95 with 1,000,000 ledger entries
// when the platform has the `seed-history` admin call.
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

/**
 * CPU time from now on, per operation: the platform's process tree, the PostgreSQL server's (every
 * backend, when `databaseUrl` names one) and this process (the load generator), in ms. CPU per
 * operation is steadier than a rate on a machine whose speed varies, and shows where the time goes.
 */
async function cpuMeter(platformPid: number | undefined, databaseUrl?: string): Promise<{ per: (operations: number) => string }> {
  let server: number | undefined;
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    const [{ pid }] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    server = parentOf(pid);
    await sql.end();
  }
  const trees = () => [platformPid === undefined ? 0 : treeCpuMs(platformPid), server === undefined ? 0 : treeCpuMs(server)];
  const [platform0, database0] = trees();
  const client0 = process.cpuUsage();
  return {
    per(operations) {
      const [platform, database] = trees();
      const client = process.cpuUsage(client0);
      const ms = (value: number) => (value / operations).toFixed(3);
      const parts = [
        ...(platformPid === undefined ? [] : [`platform ${ms(platform - platform0)}`]),
        ...(server === undefined ? [] : [`PostgreSQL ${ms(database - database0)}`]),
        `load generator ${ms((client.user + client.system) / 1000)}`,
      ];
      return `${parts.join(', ')} ms`;
    },
  };
}

async function betRows(label: string, env: Record<string, string>, after?: (client: MoneyClient, url: string) => Promise<Row[]>): Promise<Row[]> {
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
    await spins('warm-up', 200, (i) => i % WALLETS, 'warm');
    const one = await spins(`${label}: bets, one wallet`, BETS, () => 0, 'one');
    const cpu = await cpuMeter(platform.pid, env.DATABASE_URL);
    const many = await spins(`${label}: bets, ${WALLETS} wallets`, BETS, (i) => i % WALLETS, 'many');
    console.log(`${label}, ${WALLETS} wallets: CPU per settled bet ${cpu.per(BETS)}`);
    console.log(`${label}: ${await spinBatching(platform.url, operatorKey)}`);
    const report = await client.reconcile();
    if (!report.ok) throw new Error(`${label}: the ledger does not reconcile after the bench`);
    return [one, many, ...((await after?.(client, platform.url)) ?? [])];
  } finally {
    await platform.stop();
  }
}

const BARE_TABLE = 'create table bench_wallets (id int primary key, balance bigint not null check (balance >= 0))';

async function barePostgres(url: string): Promise<Row[]> {
  const sql = postgres(url, { max: 10, onnotice: () => undefined });
  try {
    await sql.unsafe(BARE_TABLE);
    await sql`insert into bench_wallets select g, 100000000 from generate_series(0, ${WALLETS - 1}) g`;
    const update = (id: number) => sql`update bench_wallets set balance = balance - 100 where id = ${id} and balance >= 100`.then((r) => r.count === 1);
    await drive('warm-up', 200, CONCURRENCY, (i) => update(i % WALLETS));
    const one = await drive('PostgreSQL: bare UPDATE, one row', BETS, CONCURRENCY, () => update(0));
    const cpu = await cpuMeter(undefined, url);
    const many = await drive(`PostgreSQL: bare UPDATE, ${WALLETS} rows`, BETS, CONCURRENCY, (i) => update(i % WALLETS));
    console.log(`PostgreSQL: bare UPDATE, ${WALLETS} rows: CPU per UPDATE ${cpu.per(BETS)}`);
    return [one, many];
  } finally {
    await sql.end();
  }
}

async function barePglite(): Promise<Row[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-pglite-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dir, 'pgdata'));
  try {
    await db.exec(BARE_TABLE);
    await db.query(`insert into bench_wallets select g, 100000000 from generate_series(0, ${WALLETS - 1}) g`);
    const update = (id: number) =>
      db.query('update bench_wallets set balance = balance - 100 where id = $1 and balance >= 100', [id]).then((r) => r.affectedRows === 1);
    await drive('warm-up', 200, CONCURRENCY, (i) => update(i % WALLETS));
    return [
      await drive('PGlite: bare UPDATE, one row', BETS, CONCURRENCY, () => update(0)),
      await drive(`PGlite: bare UPDATE, ${WALLETS} rows`, BETS, CONCURRENCY, (i) => update(i % WALLETS)),
    ];
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

function print(rows: Row[]): void {
  console.log(`\n${'money path'.padEnd(40)} ${'ops/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const row of rows) {
    // The history row has no rate; its last column is p95 (sequential requests).
    const rate = row.rps ? row.rps.toFixed(0) : '—';
    const tail = row.rps ? row.p99.toFixed(1) : `p95 ${row.p99.toFixed(1)}`;
    console.log(`${row.name.padEnd(40)} ${rate.padStart(8)} ${row.p50.toFixed(1).padStart(8)} ${tail.padStart(8)} ${String(row.errors).padStart(7)}`);
  }
}

async function main(): Promise<number> {
  console.log(`money bench: ${BETS} bets per run, ${CONCURRENCY} in flight, Node ${process.version}`);
  const rows: Row[] = [];
  rows.push(...(await betRows('PGlite', {})), ...(await barePglite()));
  let pass: boolean | undefined;
  if (postgresReachable()) {
    const database = testDatabase();
    const url = await database.create();
    try {
      // After the bets: a million ledger entries, then a member's transaction history page.
      const history = async (client: MoneyClient, platformUrl: string): Promise<Row[]> => {
        console.log(`seeding ${HISTORY_ENTRIES} ledger entries…`);
        const seeded = await client.admin('POST', '/ledger/seed-history', { entries: HISTORY_ENTRIES });
        if (!seeded.body.success) throw new Error(`seed-history: ${seeded.body.code}`);
        const result = await benchHistory({ url: platformUrl, account: 'demo01', password: 'Demo@2026', requests: 200 });
        return [{ name: `PostgreSQL: history page, ${HISTORY_ENTRIES / 1_000_000}M entries`, rps: 0, p50: result.p50, p99: result.p95, errors: 0 }];
      };
      const bets = await betRows('PostgreSQL', { DATABASE_URL: url }, history);
      const bare = await barePostgres(url);
      rows.push(...bets, ...bare);
      const ratio = bets[1].rps / bare[1].rps;
      const historyP95 = bets[2].p99;
      pass = ratio >= TARGET.ratio && bets[1].p99 <= TARGET.p99Ms && bets[1].errors === 0 && historyP95 <= TARGET.historyP95Ms;
      print(rows);
      console.log(
        `\nPostgreSQL, ${WALLETS} wallets: ${(ratio * 100).toFixed(0)}% of the bare UPDATE rate, p99 ${bets[1].p99.toFixed(1)} ms` +
          ` (target ≥ ${TARGET.ratio * 100}%, p99 ≤ ${TARGET.p99Ms} ms); history page p95 ${historyP95.toFixed(1)} ms` +
          ` at ${HISTORY_ENTRIES} entries (target ≤ ${TARGET.historyP95Ms} ms) → ${pass ? 'met' : 'NOT met'}`,
      );
    } finally {
      await database.drop();
    }
  } else {
    print(rows);
    console.log('\nPostgreSQL not reachable at 127.0.0.1:5432: the PostgreSQL target was not measured');
  }
  return pass === false ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
