// Run by tests/integration/platform/agent-seed.test.ts as its own process (support-script.ts; PGlite
// cannot load inside Jest): a fresh database (PGlite in a temporary directory, or DATABASE_URL) seeded as
// on a first start, timed; then, with SEED_ROUNDS, `seed-agent-rounds` over agent01's team. After
// each step it prints one line "FACTS <json>": the reconcile report, the tree's shape, and the
// ledger's running balances read back from the rows.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Executor } from '../../platform/src/core/database/client';
import { reconcile } from '../../platform/src/modules/ledger/queries/reconcile';
import { rowsOf } from '../../platform/src/core/database/rows-of';
import { seedIfEmpty } from '../../platform/src/seed';
import { seedAgentRounds } from '../../platform/src/seed/seed-agent-rounds';

const DEMO_DOWNLINES = ['demo02', 'demo03', 'player01'];

async function one<T>(ex: Executor, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await ex.execute(query))[0];
}

async function facts(ex: Executor) {
  const team = sql`select t.descendant_id as id, t.depth, m.type, m.account from member_tree t
    join members a on a.id = t.ancestor_id and a.account = 'agent01' join members m on m.id = t.descendant_id where t.depth > 0`;
  const levels = rowsOf<{ depth: number; agents: number; players: number }>(
    await ex.execute(sql`select depth, count(*) filter (where type = 1)::int as agents, count(*) filter (where type = 0)::int as players
      from (${team}) t group by depth order by depth`),
  );
  // Every member's ancestors, walked up parent_id, against the closure table's rows.
  const ancestors = await one<{ missing: number; extra: number }>(ex, sql`
    with recursive up(member_id, ancestor_id, depth) as (
      select id, id, 0 from members
      union all select up.member_id, m.parent_id, up.depth + 1 from up join members m on m.id = up.ancestor_id where m.parent_id is not null),
    closure as (select t.descendant_id as member_id, t.ancestor_id, t.depth from member_tree t where t.descendant_id in (select id from (${team}) x))
    select (select count(*)::int from (select * from up where member_id in (select id from (${team}) x) except select * from closure) a) as missing,
      (select count(*)::int from (select * from closure except select * from up) b) as extra`);
  const named = rowsOf<{ account: string; parent: string; type: number; balance: string }>(
    await ex.execute(sql`select m.account, p.account as parent, m.type, a.balance::text from members m join members p on p.id = m.parent_id
      join ledger_accounts a on a.code = 'member:' || m.id || ':main' where m.account in ('agent02', 'agent03', 'agent04') order by m.account`),
  );
  const people = await one<{ members: number; locked: number; mobiles: number; emails: number; oldest_days: number; newest_days: number; thai: number }>(ex, sql`
    select count(*)::int as members, count(*) filter (where m.locked_until > now())::int as locked,
      count(m.mobile)::int as mobiles, count(m.email)::int as emails,
      extract(day from now() - min(m.created_at))::int as oldest_days, extract(day from now() - max(m.created_at))::int as newest_days,
      count(*) filter (where m.nickname ~ '[ก-๙]')::int as thai
    from (${team}) t join members m on m.id = t.id where m.account not in ('demo02', 'demo03', 'player01')`);
  // The ledger read back: per guarded account, each posting's balance_after against the running
  // sum in posting order, and (for the seeded team) in time order too.
  const ledger = await one<{ lowest: string | null; off_by_id: number; off_by_time: number; negative_accounts: number }>(ex, sql`
    with p as (
      select p.account_id, p.amount, p.balance_after, a.member_id,
        sum(p.amount) over (partition by p.account_id order by p.id) as by_id,
        sum(p.amount) over (partition by p.account_id order by p.created_at, p.id) as by_time
      from postings p join ledger_accounts a on a.id = p.account_id where a.tracks_balance)
    select min(balance_after)::text as lowest, count(*) filter (where balance_after <> by_id)::int as off_by_id,
      count(*) filter (where balance_after <> by_time and member_id in (select id from (${team}) t where account not in (${sql.join(DEMO_DOWNLINES.map((a) => sql`${a}`), sql`, `)})))::int as off_by_time,
      (select count(*)::int from ledger_accounts where balance < 0) as negative_accounts
    from p`);
  const activity = await one<{ rounds: number; game_types: number; bets: string; wins: string; deposits: number; withdrawals: number; evening: number; morning: number }>(ex, sql`
    select count(*)::int as rounds, count(distinct g.game_type)::int as game_types, sum(r.bet)::text as bets, sum(r.win)::text as wins,
      (select count(*)::int from deposit_orders d where d.member_id in (select id from (${team}) t)) as deposits,
      (select count(*)::int from withdrawal_orders w where w.member_id in (select id from (${team}) t)) as withdrawals,
      count(*) filter (where extract(hour from r.created_at at time zone 'Asia/Bangkok') >= 19)::int as evening,
      count(*) filter (where extract(hour from r.created_at at time zone 'Asia/Bangkok') between 3 and 7)::int as morning
    from game_rounds r join games g on g.id = r.game_id where r.member_id in (select id from (${team}) t)`);
  const report = await reconcile(ex);
  return { reconcile: report, levels, ancestors, named, people, ledger, activity };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-seed-'));
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    const seed = await seedIfEmpty(database.db);
    console.log(`FACTS ${JSON.stringify({ step: 'seed', ms: seed.ms, ...(await facts(database.db)) })}`);
    const rounds = Number(process.env.SEED_ROUNDS ?? 0);
    if (rounds > 0) {
      const bulk = await seedAgentRounds(database.db, 'agent01', rounds);
      console.log(`FACTS ${JSON.stringify({ step: 'bulk', ms: bulk.ms, bulk, ...(await facts(database.db)) })}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : error);
  process.exit(1);
});
