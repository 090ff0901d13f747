// The agent reports' part of `npm run bench` (also `npx tsx bench/agent-reports.ts`): p50/p95 of the
// team overview and of each report at the platform over HTTP, with 1,000,000 rounds under agent01
// (a three-level team of 300 members, 90 days of rounds, each with its ledger entry, and deposits),
// on PostgreSQL; for the default 30-day range and the 90-day range. Target: p95 ≤ 200 ms.
// BENCH_AGENT_ROUNDS (1000000), BENCH_AGENT_REQUESTS (100), BENCH_EXPLAIN=1 prints the plans of
// the main queries (EXPLAIN ANALYZE on the same database).
// The seed is set-based SQL here until `npm run ops -- seed-agent-rounds` lands (agentseed branch).
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { AGENT_REPORT_PATHS, dayText, dayNumber } from '../contract/agent-reports';
import { businessDay } from '../contract/business-time';
import { MoneyClient } from '../tests/support/money-client';
import { startPlatform } from '../tests/integration/platform/platform-process';
import { postgresReachable, testDatabase } from '../tests/integration/platform/postgres-test-db';

const ROUNDS = Number(process.env.BENCH_AGENT_ROUNDS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_AGENT_REQUESTS ?? 100);
const MEMBERS = 300;
const DAYS = 90;
const TARGET_P95_MS = 200;
const BATCH = 100_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** agent01 → 10 agents → 30 agents → 260 players; rounds and deposits spread over the last 90 days. */
async function seed(sql: postgres.Sql): Promise<void> {
  const run = randomBytes(3).toString('hex');
  const [agent] = await sql`select id from members where account = 'agent01'`;
  const [hash] = await sql`select password_hash from members where account = 'agent01'`;
  const [game] = await sql`select g.id, g.vendor_code from games g where g.game_type = 'RNG' order by g.id limit 1`;
  const [liveGame] = await sql`select g.id from games g where g.game_type = 'LIVE' order by g.id limit 1`;
  // The team: ids in creation order, each level under the one before (the tree trigger fills member_tree).
  const ids: number[] = [];
  const add = async (n: number, parents: number[], type: number, prefix: string) => {
    const made: number[] = [];
    for (let i = 0; i < n; i++) {
      const [row] = await sql`insert into members (account, nickname, type, parent_id, password_hash, first_time_login)
        values (${`${prefix}${run}${i}`}, ${`${prefix}${i}`}, ${type}, ${parents[i % parents.length]}, ${hash.password_hash}, false) returning id`;
      made.push(row.id);
    }
    ids.push(...made);
    return made;
  };
  const level1 = await add(10, [agent.id], 1, 'ba');
  const level2 = await add(30, level1, 1, 'bb');
  await add(MEMBERS - 40, level2, 0, 'bp');
  const house = `house:game:${game.vendor_code}`;
  await sql`insert into ledger_accounts (code, member_id, kind, tracks_balance) values (${house}, null, 'house', false), ('house:cash', null, 'house', false) on conflict do nothing`;
  await sql`insert into ledger_accounts (code, member_id, kind, tracks_balance, balance)
    select 'member:' || id || ':main', id, 'main', true, 0 from unnest(${ids}::int[]) id on conflict do nothing`;
  await sql`insert into game_sessions (id, member_id, game_id, vendor, token_hash, language, expires_at)
    select 'bench-' || id, id, ${game.id}, ${game.vendor_code}, 'bench-' || id, 'en', now() from unnest(${ids}::int[]) id`;
  const start = Date.now() - DAYS * 86_400_000;
  const step = (DAYS * 86_400_000) / ROUNDS;
  const members = sql`(select row_number() over (order by id) - 1 as i, id, 'member:' || id || ':main' as code from unnest(${ids}::int[]) id)`;

  // Deposits first (one per member every 3 days, 5,000.00 each): balances never go below zero.
  await sql`
    with m as ${members}, acc as (select a.id as account_id, m.id as member_id from m join ledger_accounts a on a.code = m.code),
    d as (select acc.*, g as k, to_timestamp((${start}::double precision + g::double precision * 3 * 86400000) / 1000) as at from acc cross join generate_series(0, ${DAYS / 3 - 1}) g),
    e as (insert into journal_entries (key, kind, member_id, reference, actor, created_at)
      select 'bench-dep:' || ${run} || ':' || member_id || ':' || k, 'deposit', member_id, 'BD' || member_id || '-' || k, 'bench', at from d returning id, member_id, created_at),
    p as (insert into postings (entry_id, account_id, amount, balance_after, tx_type, created_at)
      select e.id, acc.account_id, 500000, null::bigint, 'deposit', e.created_at from e join acc on acc.member_id = e.member_id
      union all select e.id, (select id from ledger_accounts where code = 'house:cash'), -500000, null::bigint, 'deposit', e.created_at from e returning 1)
    update ledger_accounts a set balance = balance + 500000 * ${DAYS / 3} from acc where a.id = acc.account_id and (select count(*) from p) > 0`;

  // Rounds: bet 1.00–50.00, every 4th wins 1.9×; each with its entry and its betting/winning postings.
  for (let first = 0; first < ROUNDS; first += BATCH) {
    const last = Math.min(ROUNDS, first + BATCH) - 1;
    await sql.begin(async (tx) => {
      await tx`
        with m as ${members},
        s as (
          select g, m.id as member_id, a.id as account_id,
            to_timestamp((${start}::double precision + g * ${step}::double precision) / 1000) as at,
            (100 + (g * 7919) % 4901)::bigint as bet,
            case when g % 4 = 0 then ((100 + (g * 7919) % 4901) * 19 / 10)::bigint else 0 end as win
          from generate_series(${first}::bigint, ${last}::bigint) g
          join m on m.i = g % ${MEMBERS}
          join ledger_accounts a on a.code = m.code),
        r as (insert into game_rounds (member_id, game_id, session_id, spin_id, bet, win, balance_after, reels, created_at)
          select member_id, case when g % 10 = 0 then ${liveGame?.id ?? game.id}::int else ${game.id}::int end, 'bench-' || member_id, 'b' || ${run} || g,
            bet / 100.0, win / 100.0, 0, '["BLANK","BLANK","BLANK"]'::jsonb, at from s returning 1),
        e as (insert into journal_entries (key, kind, member_id, reference, actor, created_at)
          select 'spin:' || member_id || ':b' || ${run} || g, 'spin', member_id, 'b' || ${run} || g, 'bench', at from s returning id, key),
        p as (insert into postings (entry_id, account_id, amount, balance_after, tx_type, created_at)
          select e.id, x.account_id, x.amount, null::bigint, x.tx_type, s.at
          from s join e on e.key = 'spin:' || s.member_id || ':b' || ${run} || s.g
          cross join lateral (values (s.account_id, -s.bet, 'betting'), ((select id from ledger_accounts where code = ${house}), s.bet, 'betting'),
            (s.account_id, s.win, 'winning'), ((select id from ledger_accounts where code = ${house}), -s.win, 'winning')) as x(account_id, amount, tx_type)
          where x.amount <> 0 returning account_id, amount),
        net as (select account_id, sum(amount) as change from p group by account_id)
        update ledger_accounts a set balance = a.balance + net.change from net
        where a.id = net.account_id and a.tracks_balance and (select count(*) from r) > 0`;
    });
    process.stdout.write(`  seeded ${last + 1} rounds\r`);
  }
  console.log('');
  await sql`vacuum analyze game_rounds`;
  await sql`vacuum analyze postings`;
  await sql`vacuum analyze journal_entries`;
  await sql`analyze agent_daily_rounds`;
  await sql`analyze member_tree`;
  await sql`analyze ledger_accounts`;
}

interface Row {
  name: string;
  p50: number;
  p95: number;
  note: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the bench only prints one figure of each answer */
async function measure(url: string, token: string, name: string, path: string, note: (value: any) => string): Promise<Row> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { Merchant: 'DEMO', Authorization: token } });
    const body = await response.json();
    if (!body.success) throw new Error(`${name}: ${body.code}`);
    return { ms: performance.now() - started, value: body.value };
  };
  for (let i = 0; i < 10; i++) await once();
  const times: number[] = [];
  let last: any;
  for (let i = 0; i < REQUESTS; i++) {
    const answer = await once();
    times.push(answer.ms);
    last = answer.value;
  }
  times.sort((a, b) => a - b);
  /* eslint-enable @typescript-eslint/no-explicit-any */
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), note: note(last) };
}

async function main(): Promise<number> {
  if (!postgresReachable()) {
    console.log('\nagent reports: PostgreSQL not reachable at 127.0.0.1:5432, not measured');
    return 0;
  }
  const database = testDatabase();
  const url = await database.create();
  const operatorKey = randomBytes(18).toString('base64url');
  const platform = await startPlatform({ DATABASE_URL: url, OPERATOR_KEY: operatorKey, LOG_LEVEL: 'warn' });
  const sql = postgres(url, { max: 2, onnotice: () => undefined });
  try {
    console.log(`\nagent reports bench: seeding ${ROUNDS} rounds under agent01 (${MEMBERS} members, ${DAYS} days)…`);
    const seeded = Date.now();
    await seed(sql);
    console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
    const token = await new MoneyClient(platform.url, operatorKey).login('agent01', 'Agent@2026');
    const today = businessDay();
    const from = (days: number) => dayText(dayNumber(today)! - days + 1);
    const rows: Row[] = [];
    for (const period of ['today', 'month'] as const) {
      rows.push(await measure(platform.url, token, `team overview, ${period}`, `${AGENT_REPORT_PATHS.teamOverview}?period=${period}`, (v) => `bets ${v.kpis.bets}`));
    }
    for (const days of [30, 90]) {
      const range = `startDate=${from(days)}&endDate=${today}`;
      rows.push(
        await measure(platform.url, token, `team betting, ${days} d`, `${AGENT_REPORT_PATHS.teamBetting}?${range}`, (v) => `${v.totals.rounds} rounds`),
        await measure(platform.url, token, `team betting per member, ${days} d`, `${AGENT_REPORT_PATHS.teamBetting}?${range}&view=members`, (v) => `${v.total} members`),
        await measure(platform.url, token, `team betting LIVE, ${days} d`, `${AGENT_REPORT_PATHS.teamBetting}?${range}&gameType=LIVE`, (v) => `${v.totals.rounds} rounds`),
        await measure(platform.url, token, `P&L statements, ${days} d`, `${AGENT_REPORT_PATHS.teamPnl}?${range}`, (v) => `bets ${v.totals.betAmount}`),
        await measure(platform.url, token, `my income, ${days} d`, `${AGENT_REPORT_PATHS.myIncome}?${range}`, (v) => `total ${v.totals.total}`),
        await measure(platform.url, token, `downline transactions, ${days} d`, `${AGENT_REPORT_PATHS.downlineTransactions}?${range}`, (v) => `${v.totals.count} postings`),
        await measure(platform.url, token, `downline deposits, ${days} d`, `${AGENT_REPORT_PATHS.downlineTransactions}?${range}&codeTypes=deposit`, (v) => `${v.totals.count} postings`),
      );
    }
    console.log(`\n${'agent report (PostgreSQL, HTTP)'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  rows`);
    for (const row of rows) console.log(`${row.name.padEnd(40)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)}  ${row.note}`);
    const worst = Math.max(...rows.map((r) => r.p95));
    const pass = worst <= TARGET_P95_MS;
    console.log(`\nagent reports on ${ROUNDS} rounds: worst p95 ${worst.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms) → ${pass ? 'met' : 'NOT met'}`);
    if (process.env.BENCH_EXPLAIN) {
      console.log(`\nEXPLAIN: database ${url} is kept for BENCH_EXPLAIN; run the queries there.`);
    }
    return pass ? 0 : 1;
  } finally {
    await sql.end();
    await platform.stop();
    if (!process.env.BENCH_EXPLAIN) await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
