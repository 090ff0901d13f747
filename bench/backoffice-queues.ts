// The back office's part of `npm run bench` (also `npx tsx bench/backoffice-queues.ts`): p50/p95 at
// the platform, over HTTP with an operator key, of what staff open all day — the deposit and
// withdrawal queues (waiting orders, and every state), member search by account, phone, name and
// bank account, a member's 360 overview, and the daily report (today, 30 and 92 days: issue #28
// "Reports") — with 100,000 deposit orders, 100,000 withdrawal orders, 20,000 members with bank
// cards, 1,000,000 ledger entries, and 1,000,000 rounds of play over 90 days with their deposits and
// withdrawals (`ops seed-agent-rounds` over 1,000 of the members, below an agent), on PostgreSQL. Target: p95 ≤ 100 ms.
// BENCH_BO_ORDERS (100000), BENCH_BO_MEMBERS (20000), BENCH_BO_ENTRIES (1000000),
// BENCH_BO_ROUNDS (1000000), BENCH_BO_REQUESTS (100), BENCH_EXPLAIN=1 prints the plans of the
// queue, search and report queries, BENCH_KEEP=1 keeps the database.
// The orders are set-based SQL here (a bench fixture: final states with no ledger effect except the
// waiting ones, which hold nothing either); the ledger comes from `ops seed-history`'s route, so
// reconcile still passes afterwards.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { dayNumber, dayText } from '../contract/agent-reports';
import { BUSINESS_TIME_ZONE, businessDay } from '../contract/business-time';
import { DEPOSIT_STATE, WITHDRAWAL_STATE } from '../contract/cashier-states';
import { startPlatform } from '../tests/integration/platform/platform-process';
import { postgresReachable, testDatabase } from '../tests/integration/platform/postgres-test-db';

const ORDERS = Number(process.env.BENCH_BO_ORDERS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_BO_MEMBERS ?? 20_000);
const ENTRIES = Number(process.env.BENCH_BO_ENTRIES ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_BO_ROUNDS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_BO_REQUESTS ?? 100);
const TARGET_P95_MS = 100;
const DAYS = 90;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const SURNAMES = ['Somchai', 'Suda', 'Anan', 'Malee', 'Preecha', 'Wanida', 'Kittisak', 'Nattaya', 'Somsak', 'Pornthip'];

/** Members with a mobile, a real name and a bank card; then the orders, spread over 90 days, a few hundred waiting. */
async function seed(sql: postgres.Sql): Promise<{ account: string; mobile: string; name: string; bankAccount: string; agent?: string }> {
  const run = randomBytes(3).toString('hex');
  const [{ password_hash: hash }] = await sql`select password_hash from members where account = 'demo01'`;
  await sql`
    insert into members (account, nickname, type, password_hash, first_time_login, payee_name, mobile, created_at)
    select 'bq' || ${run} || g, 'bq' || g, 0, ${hash}, false,
      (${SURNAMES}::text[])[1 + g % ${SURNAMES.length}] || ' ' || 'Member' || g,
      '08' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
      now() - ((g % ${DAYS}) || ' days')::interval
    from generate_series(1, ${MEMBERS}) g`;
  await sql`
    insert into bank_cards (member_id, bank_code, account_number, account_name)
    select id, 'KBANK', lpad((id::bigint * 104729 % 10000000000)::text, 10, '0'), coalesce(payee_name, account)
    from members where account like ${`bq${run}%`}`;
  const span = DAYS * 86_400;
  // Deposits: every 250th waits (state new or pending), the rest approved, rejected or expired.
  await sql`
    with m as (select id, row_number() over (order by id) - 1 as i from members where account like ${`bq${run}%`}),
    g as (select g, m.id as member_id from generate_series(0, ${ORDERS - 1}) g join m on m.i = g % ${MEMBERS})
    insert into deposit_orders (deposit_id, member_id, method, channel_id, amount, fee, state, payer_name, instructions, expires_at, created_at, updated_at)
    select 'BQD' || ${run} || g, member_id, 'BANK', 'bank-1', (10000 + (g::bigint * 7919) % 990000)::bigint, 0,
      (case when g % 250 = 0 then ${DEPOSIT_STATE.pending}::int when g % 250 = 1 then ${DEPOSIT_STATE.new}::int
           when g % 10 = 2 then ${DEPOSIT_STATE.rejected}::int when g % 10 = 3 then ${DEPOSIT_STATE.expired}::int else ${DEPOSIT_STATE.approved}::int end)::smallint,
      'Bench payer', '{}'::jsonb,
      now() - ((${span} - g::double precision * ${span} / ${ORDERS}) || ' seconds')::interval + interval '30 minutes',
      now() - ((${span} - g::double precision * ${span} / ${ORDERS}) || ' seconds')::interval,
      now() - ((${span} - g::double precision * ${span} / ${ORDERS}) || ' seconds')::interval
    from g`;
  await sql`
    with m as (select members.id, row_number() over (order by members.id) - 1 as i, c.id as card_id
               from members join bank_cards c on c.member_id = members.id where account like ${`bq${run}%`}),
    g as (select g, m.id as member_id, m.card_id from generate_series(0, ${ORDERS - 1}) g join m on m.i = g % ${MEMBERS})
    insert into withdrawal_orders (withdrawal_id, member_id, bank_card_id, amount, fee, state, created_at, updated_at, approved_at)
    select 'BQW' || ${run} || g, member_id, card_id, (10000 + (g::bigint * 104729) % 990000)::bigint, 0,
      (case when g % 250 = 0 then ${WITHDRAWAL_STATE.processing}::int when g % 10 = 3 then ${WITHDRAWAL_STATE.auditFailure}::int else ${WITHDRAWAL_STATE.success}::int end)::smallint,
      now() - ((${span} - g::double precision * ${span} / ${ORDERS}) || ' seconds')::interval,
      now() - ((${span} - g::double precision * ${span} / ${ORDERS}) || ' seconds')::interval,
      case when g % 250 = 0 then null else now() - ((${span} - g::double precision * ${span} / ${ORDERS}) || ' seconds')::interval end
    from g`;
  // 1,000 of them below the first agent, whose team seed-agent-rounds plays with (the tree follows by trigger).
  const [agent] = await sql`select id, account from members where type in (1, 2, 41, 42) order by id limit 1`;
  if (agent) {
    await sql`update members set parent_id = ${agent.id} where id in (select id from members where account like ${`bq${run}%`} order by id limit 1000)`;
  }
  await sql`vacuum analyze members`;
  await sql`vacuum analyze bank_cards`;
  await sql`vacuum analyze deposit_orders`;
  await sql`vacuum analyze withdrawal_orders`;
  const probe = Math.floor(MEMBERS / 2);
  const [member] = await sql`
    select m.account, m.mobile, m.payee_name, c.account_number from members m join bank_cards c on c.member_id = m.id
    where m.account = ${`bq${run}${probe}`}`;
  return { account: member.account, mobile: member.mobile, name: member.payee_name, bankAccount: member.account_number, agent: agent?.account };
}

async function timed(url: string, operatorKey: string): Promise<number[]> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'X-Operator-Key': operatorKey } });
    const body = (await response.json()) as { success?: boolean; code?: string };
    if (!body.success) throw new Error(`${url}: ${response.status} ${body.code}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once());
  return times.sort((a, b) => a - b);
}

async function main(): Promise<number> {
  if (!postgresReachable()) {
    console.log('\nback-office queues: PostgreSQL not reachable at 127.0.0.1:5432, not measured');
    return 0;
  }
  const database = testDatabase();
  const url = await database.create();
  const operatorKey = randomBytes(18).toString('base64url');
  const platform = await startPlatform({ DATABASE_URL: url, OPERATOR_KEY: operatorKey, LOG_LEVEL: 'warn', SEED_DEMO_TEAM: 'off' });
  const sql = postgres(url, { max: 2, onnotice: () => undefined });
  try {
    console.log(`\nback-office queues bench: seeding ${MEMBERS} members, ${ORDERS} deposit and ${ORDERS} withdrawal orders, ${ENTRIES} ledger entries…`);
    const seeded = Date.now();
    const probe = await seed(sql);
    if (ENTRIES > 0) {
      const history = await fetch(`${platform.url}/admin/ledger/seed-history`, {
        method: 'POST',
        headers: { 'X-Operator-Key': operatorKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ entries: ENTRIES }),
        signal: AbortSignal.timeout(30 * 60_000),
      });
      if (!history.ok) throw new Error(`seed-history: HTTP ${history.status}`);
    }
    if (ROUNDS > 0 && probe.agent) {
      // Rounds of every game type with their entries (the daily report's GGR, active members).
      const rounds = await fetch(`${platform.url}/admin/ledger/seed-agent-rounds`, {
        method: 'POST',
        headers: { 'X-Operator-Key': operatorKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ agent: probe.agent, rounds: ROUNDS }),
        signal: AbortSignal.timeout(30 * 60_000),
      });
      if (!rounds.ok) throw new Error(`seed-agent-rounds: HTTP ${rounds.status}`);
    }
    console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const admin = `${platform.url}/admin`;
    const today = businessDay();
    const daysAgo = (n: number) => dayText(dayNumber(today)! - n);
    const rows: [string, string][] = [
      ['deposit queue: waiting (pending)', `${admin}/deposits?state=${DEPOSIT_STATE.pending}`],
      ['deposit queue: new', `${admin}/deposits?state=${DEPOSIT_STATE.new}`],
      ['deposits: every state, newest 100', `${admin}/deposits`],
      ['withdrawal queue: processing', `${admin}/withdrawals?state=${WITHDRAWAL_STATE.processing}`],
      ['withdrawals: every state, newest 100', `${admin}/withdrawals`],
      ['member search: account', `${admin}/member-search?q=${encodeURIComponent(probe.account)}`],
      ['member search: phone', `${admin}/member-search?q=${encodeURIComponent(probe.mobile)}`],
      ['member search: name', `${admin}/member-search?q=${encodeURIComponent(probe.name)}`],
      ['member search: bank account', `${admin}/member-search?q=${encodeURIComponent(probe.bankAccount)}`],
      ['member 360 overview', `${admin}/members/${encodeURIComponent(probe.account)}/overview`],
      ['daily report: today', `${admin}/reports/daily?from=${today}&to=${today}`],
      ['daily report: 30 days', `${admin}/reports/daily?from=${daysAgo(29)}&to=${today}`],
      ['daily report: 92 days', `${admin}/reports/daily?from=${daysAgo(91)}&to=${today}`],
    ];
    console.log(`\n${'answer (platform, HTTP)'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  target p95 ≤ ${TARGET_P95_MS} ms`);
    let met = true;
    for (const [label, target] of rows) {
      const times = await timed(target, operatorKey);
      const p95 = percentile(times, 95);
      met &&= p95 <= TARGET_P95_MS;
      console.log(`${label.padEnd(40)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
    }
    if (process.env.BENCH_EXPLAIN === '1') {
      for (const [label, query] of [
        ['withdrawal queue', sql`explain analyze select * from withdrawal_orders where state = ${WITHDRAWAL_STATE.processing} order by id desc limit 100`],
        ['member search by name', sql`explain analyze select id from members where payee_name ilike ${`%${probe.name}%`} or account ilike ${`${probe.name.toLowerCase()}%`} order by account limit 50`],
        ['daily report: 30 days of rounds', sql`explain analyze select (r.created_at at time zone ${BUSINESS_TIME_ZONE})::date, g.game_type, g.vendor_code, sum((r.bet * 100)::bigint), sum((r.win * 100)::bigint) from game_rounds r join games g on g.id = r.game_id where r.created_at >= now() - interval '30 days' group by 1, 2, 3`],
        ['daily report: 30 days of deposits', sql`explain analyze select count(*), sum(p.amount) from ledger_accounts a join postings p on p.account_id = a.id join journal_entries e on e.id = p.entry_id where a.code = 'house:cash' and p.tx_type in ('deposit', 'withdraw') and p.tx_type not in ('betting', 'winning') and p.created_at >= now() - interval '30 days' and e.kind in ('deposit', 'withdrawal')`],
      ] as const) {
        console.log(`\n${label}:\n${(await query).map((row) => row['QUERY PLAN']).join('\n')}`);
      }
    }
    const reconcile = (await (await fetch(`${admin}/ledger/reconcile`, { headers: { 'X-Operator-Key': operatorKey } })).json()) as { value?: { ok?: boolean } };
    console.log(`reconcile after the seed: ${reconcile.value?.ok ? 'ok' : 'FAILED'}`);
    return met && reconcile.value?.ok ? 0 : 1;
  } finally {
    await sql.end();
    await platform.stop();
    // BENCH_KEEP=1 leaves the database for EXPLAIN by hand (its URL is printed).
    if (process.env.BENCH_KEEP === '1') console.log(`database kept: ${url}`);
    else await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
