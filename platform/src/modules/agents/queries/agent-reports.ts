// The SQL behind the agent's team overview and reports (money-and-agents §5.2, §5.5). Every query
// names the caller's subtree through member_tree (ancestor_id = agent, depth > 0: the downlines),
// so nothing outside it is ever read. Ranges are whole business days; money is bigint minor units.
//   - Bets and wins come from agent_daily_rounds (one row per member, day and game type, kept by a
//     trigger on game_rounds), a few rows per member and day instead of every round.
//   - Money movements come from postings through postings_money_idx (partial: not betting/winning),
//     so a team's deposits are read without walking its bets. The tx type lists are SQL literals
//     (sql.raw of the contract's constants) so the planner can prove the partial index applies.
//   - Lists of raw rows (rounds, postings) page by keyset (created_at, id), newest first: per member
//     the newest `size + 1` rows before the cursor through its own index, then merged; a page costs
//     members × size index reads however deep it is, and rows written meanwhile never shift a page.
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import type { PostingRow } from '../../cashier';
import { rowsOf } from '../../../core/database/rows-of';

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** Where a keyset page starts: strictly older than this row. */
export interface Cursor {
  micros: bigint;
  id: bigint;
}

export const encodeCursor = (micros: string, id: string) => `${micros}.${id}`;
export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  const [micros, id] = text.split('.');
  return { micros: BigInt(micros), id: BigInt(id) };
}

/** SQL literal list of constant strings from our own code (never user input). */
export const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

const TZ = BUSINESS_TIME_ZONE;
/** The instant a business day starts, and the instant after a range's last day. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${TZ})`;
export const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${TZ})`;

/** The downlines of `agentId` (optionally one of them, or one agent's whole team) as `team(id)`. */
export function teamOf(agentId: number, only?: { memberId?: number }): SQL {
  const one = only?.memberId === undefined ? sql`` : sql` and descendant_id = ${only.memberId}`;
  return sql`team as (select descendant_id as id from member_tree where ancestor_id = ${agentId} and depth > 0${one})`;
}

const cursorBefore = (alias: string, cursor: Cursor | undefined) =>
  cursor
    ? sql` and (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) < (timestamptz 'epoch' + ${cursor.micros.toString()}::bigint * interval '1 microsecond', ${cursor.id.toString()}::bigint)`
    : sql``;

const micros = (alias: string) => sql.raw(`(extract(epoch from ${alias}.created_at) * 1000000)::bigint::text`);

// ---- bets and wins from the daily summary ----

export interface PlayTotals {
  rounds: number;
  wins: number;
  bet: bigint;
  win: bigint;
}

const playOf = (row: { rounds: string; wins: string; bet: string; win: string }): PlayTotals => ({
  rounds: Number(row.rounds),
  wins: Number(row.wins),
  bet: BigInt(row.bet),
  win: BigInt(row.win),
});

const sums = sql`coalesce(sum(s.rounds), 0)::text as rounds, coalesce(sum(s.wins), 0)::text as wins,
  coalesce(sum(s.bet), 0)::text as bet, coalesce(sum(s.win), 0)::text as win`;

/** Σ of the team's rounds over whole days, optionally of one game type. */
export async function teamPlayTotals(ex: Executor, team: SQL, range: DayRange, gameType?: string): Promise<PlayTotals> {
  const type = gameType ? sql` and s.game_type = ${gameType}` : sql``;
  const [row] = rowsOf<{ rounds: string; wins: string; bet: string; win: string }>(
    await ex.execute(sql`with ${team}
      select ${sums} from team t join agent_daily_rounds s on s.member_id = t.id
      where s.day >= ${range.startDate}::date and s.day <= ${range.endDate}::date${type}`),
  );
  return playOf(row);
}

/** Per day: Σ bets and wins of the team (days without play are absent). */
export async function teamPlayByDay(ex: Executor, team: SQL, range: DayRange) {
  return rowsOf<{ day: string; bet: string; win: string }>(
    await ex.execute(sql`with ${team}
      select s.day::text as day, sum(s.bet)::text as bet, sum(s.win)::text as win
      from team t join agent_daily_rounds s on s.member_id = t.id
      where s.day >= ${range.startDate}::date and s.day <= ${range.endDate}::date
      group by s.day order by s.day`),
  ).map((r) => ({ day: r.day, bet: BigInt(r.bet), win: BigInt(r.win) }));
}

/** Per business hour of one day: Σ bets and wins of the team, from the rounds themselves. */
export async function teamPlayByHour(ex: Executor, team: SQL, day: string) {
  return rowsOf<{ hour: number; bet: string; win: string }>(
    await ex.execute(sql`with ${team}
      select extract(hour from r.created_at at time zone ${TZ})::int as hour,
        sum((r.bet * 100)::bigint)::text as bet, sum((r.win * 100)::bigint)::text as win
      from team t join game_rounds r on r.member_id = t.id
      where r.created_at >= ${dayStart(day)} and r.created_at < ${dayAfter(day)}
      group by 1 order by 1`),
  ).map((r) => ({ hour: Number(r.hour), bet: BigInt(r.bet), win: BigInt(r.win) }));
}

/** Per member with play in the range: rounds, bets, wins; ordered by account, one page, with the count. */
export async function memberPlayPage(ex: Executor, team: SQL, range: DayRange, gameType: string | undefined, page: { page: number; size: number }) {
  const type = gameType ? sql` and s.game_type = ${gameType}` : sql``;
  const rows = rowsOf<{ account: string; rounds: string; wins: string; bet: string; win: string; n: string }>(
    await ex.execute(sql`with ${team},
      play as (
        select s.member_id, ${sums} from team t join agent_daily_rounds s on s.member_id = t.id
        where s.day >= ${range.startDate}::date and s.day <= ${range.endDate}::date${type}
        group by s.member_id)
      -- The count comes with every page, even one past the end (then as the only, empty row).
      select c.n::text as n, p.* from (select count(*) as n from play) c
      left join lateral (
        select m.account, p.rounds, p.wins, p.bet, p.win
        from play p join members m on m.id = p.member_id
        order by m.account limit ${page.size} offset ${(page.page - 1) * page.size}) p on true`),
  );
  return { rows: rows.filter((r) => r.account !== null).map((r) => ({ account: r.account, ...playOf(r) })), total: Number(rows[0]?.n ?? 0) };
}

// ---- rounds, newest first (keyset) ----

export interface TeamRoundRow {
  id: string;
  micros: string;
  created_at: Date | string;
  account: string;
  display_name: string;
  game_type: string;
  vendor_code: string;
  bet: string;
  win: string;
}

/**
 * `size + 1` of the team's rounds in the range older than the cursor (the extra row says a next
 * page exists). With a game type, the daily summary bounds each member's scan: only members who
 * played that type, and only back to the day by which they have `size + 1` rounds of it before
 * the cursor's day (the cursor's own day is always read), so a member's other games are not walked.
 */
export async function teamRoundsPage(ex: Executor, team: SQL, range: DayRange, gameType: string | undefined, cursor: Cursor | undefined, size: number) {
  const cursorDay = cursor ? sql`((timestamptz 'epoch' + ${cursor.micros.toString()}::bigint * interval '1 microsecond') at time zone ${TZ})::date` : sql`null::date`;
  const players = gameType
    ? sql`typed as (
        select s.member_id, s.day,
          sum(case when s.day < coalesce(${cursorDay}, 'infinity'::date) then s.rounds else 0 end)
            over (partition by s.member_id order by s.day desc rows unbounded preceding) as seen
        from team t join agent_daily_rounds s on s.member_id = t.id
        where s.game_type = ${gameType} and s.rounds > 0 and s.day >= ${range.startDate}::date and s.day <= ${range.endDate}::date
          and s.day <= coalesce(${cursorDay}, 'infinity'::date)),
      players as (
        select member_id as id,
          (coalesce(max(day) filter (where seen >= ${size + 1}), min(day))::timestamp at time zone ${TZ}) as first_at,
          ((max(day) + 1)::timestamp at time zone ${TZ}) as after_at
        from typed group by member_id)`
    : sql`players as (select id, ${dayStart(range.startDate)} as first_at, ${dayAfter(range.endDate)} as after_at from team)`;
  const type = gameType ? sql` and exists (select 1 from games g where g.id = r.game_id and g.game_type = ${gameType})` : sql``;
  return rowsOf<TeamRoundRow>(
    await ex.execute(sql`with ${team}, ${players}
      select r.id::text, ${micros('r')} as micros, r.created_at, m.account, g.display_name, g.game_type, g.vendor_code,
        (r.bet * 100)::bigint::text as bet, (r.win * 100)::bigint::text as win
      from players t
      cross join lateral (
        select r.* from game_rounds r
        where r.member_id = t.id and r.created_at >= t.first_at and r.created_at < t.after_at${type}${cursorBefore('r', cursor)}
        order by r.created_at desc, r.id desc limit ${size + 1}) r
      join members m on m.id = r.member_id
      join games g on g.id = r.game_id
      order by r.created_at desc, r.id desc limit ${size + 1}`),
  );
}

// ---- money movements (postings that are not bets or wins) ----

/** Σ per type of the team's postings of the given (non-game) types, with credits, debits and counts. */
export async function teamMoneyTotals(ex: Executor, team: SQL, range: DayRange, txTypes: readonly string[]) {
  if (txTypes.length === 0) return [];
  return rowsOf<{ tx_type: string; n: string; credit: string; debit: string }>(
    await ex.execute(sql`with ${team}
      select p.tx_type, count(*)::text as n, coalesce(sum(p.amount) filter (where p.amount > 0), 0)::text as credit,
        coalesce(sum(p.amount) filter (where p.amount < 0), 0)::text as debit
      from team t join ledger_accounts a on a.member_id = t.id and a.kind = 'main'
      join postings p on p.account_id = a.id
      where p.tx_type in (${literals(txTypes)}) and p.tx_type not in ('betting', 'winning')
        and p.created_at >= ${dayStart(range.startDate)} and p.created_at < ${dayAfter(range.endDate)}
      group by p.tx_type`),
  ).map((r) => ({ txType: r.tx_type, count: Number(r.n), credit: BigInt(r.credit), debit: BigInt(r.debit) }));
}

export interface TeamPostingRow extends PostingRow {
  micros: string;
  account: string;
}

/**
 * `size + 1` postings of the team's main accounts older than the cursor, newest first. `txTypes`
 * empty means every type; a list without betting/winning goes through postings_money_idx.
 */
export async function teamPostingsPage(ex: Executor, team: SQL, range: DayRange, txTypes: readonly string[], cursor: Cursor | undefined, size: number) {
  const games = txTypes.some((t) => t === 'betting' || t === 'winning');
  const types = txTypes.length === 0 ? sql`` : sql` and p.tx_type in (${literals(txTypes)})${games ? sql`` : sql` and p.tx_type not in ('betting', 'winning')`}`;
  return rowsOf<TeamPostingRow>(
    await ex.execute(sql`with ${team}
      select p.id::text, ${micros('p')} as micros, m.account, p.tx_type, p.created_at, p.amount::text, p.balance_after::text,
        e.reference, e.remark, p.entry_id::text
      from team t
      join ledger_accounts a on a.member_id = t.id and a.kind = 'main'
      cross join lateral (
        select p.* from postings p
        where p.account_id = a.id and p.created_at >= ${dayStart(range.startDate)} and p.created_at < ${dayAfter(range.endDate)}${types}${cursorBefore('p', cursor)}
        order by p.created_at desc, p.id desc limit ${size + 1}) p
      join members m on m.id = t.id
      join journal_entries e on e.id = p.entry_id
      order by p.created_at desc, p.id desc limit ${size + 1}`),
  );
}

// ---- the team's people and balances ----

/** Team size, Σ main balances, members registered from `since` and in [from, to). */
export async function teamPeople(ex: Executor, agentId: number, range: DayRange, today: string) {
  const [row] = rowsOf<{ size: string; balance: string; today: string; fresh: string }>(
    await ex.execute(sql`with ${teamOf(agentId)}
      select count(*)::text as size, coalesce(sum(a.balance), 0)::text as balance,
        count(*) filter (where m.created_at >= ${dayStart(today)} and m.created_at < ${dayAfter(today)})::text as today,
        count(*) filter (where m.created_at >= ${dayStart(range.startDate)} and m.created_at < ${dayAfter(range.endDate)})::text as fresh
      from team t join members m on m.id = t.id
      left join ledger_accounts a on a.member_id = t.id and a.kind = 'main'`),
  );
  return { size: Number(row.size), balance: BigInt(row.balance), registeredToday: Number(row.today), newMembers: Number(row.fresh) };
}

// ---- P&L statements: the direct downlines of one member, each with its team ----

export interface PnlFigures {
  bet: bigint;
  win: bigint;
  deposits: bigint;
  withdrawals: bigint;
}

/**
 * The direct downlines of `parentId` (which the caller checked is in its subtree; the query names
 * the caller's subtree again), ordered by account, one page: each with its own team's figures
 * (itself and everyone below it), and the count of direct downlines.
 */
export async function pnlPage(ex: Executor, agentId: number, parentId: number, range: DayRange, page: { page: number; size: number }) {
  const rows = rowsOf<{ id: number; account: string; type: number; team_size: string; bet: string; win: string; deposits: string; withdrawals: string; n: string }>(
    await ex.execute(sql`
      with kids as (
        select m.id, m.account, m.type from members m
        join member_tree s on s.ancestor_id = ${agentId} and s.descendant_id = m.id and s.depth > 0
        where m.parent_id = ${parentId}),
      kid_team as (select k.id as kid, t.descendant_id as id from kids k join member_tree t on t.ancestor_id = k.id),
      sizes as (select kid, count(*) - 1 as team_size from kid_team group by kid),
      play as (
        select kt.kid, sum(s.bet) as bet, sum(s.win) as win
        from kid_team kt join agent_daily_rounds s on s.member_id = kt.id
        where s.day >= ${range.startDate}::date and s.day <= ${range.endDate}::date
        group by kt.kid),
      money as (
        select kt.kid, sum(p.amount) filter (where p.tx_type = 'deposit') as deposits, sum(p.amount) filter (where p.tx_type = 'withdraw') as withdrawals
        from kid_team kt join ledger_accounts a on a.member_id = kt.id and a.kind = 'main'
        join postings p on p.account_id = a.id
        where p.tx_type in ('deposit', 'withdraw') and p.tx_type not in ('betting', 'winning')
          and p.created_at >= ${dayStart(range.startDate)} and p.created_at < ${dayAfter(range.endDate)}
        group by kt.kid),
      figures as (
        select k.id, k.account, k.type, sz.team_size, coalesce(pl.bet, 0) as bet, coalesce(pl.win, 0) as win,
          coalesce(mo.deposits, 0) as deposits, -coalesce(mo.withdrawals, 0) as withdrawals
        from kids k join sizes sz on sz.kid = k.id left join play pl on pl.kid = k.id left join money mo on mo.kid = k.id)
      select c.n::text as n, f.* from (select count(*) as n from kids) c
      left join lateral (
        select id, account, type, team_size::text, bet::text, win::text, deposits::text, withdrawals::text
        from figures order by account limit ${page.size} offset ${(page.page - 1) * page.size}) f on true`),
  );
  return { rows: rows.filter((r) => r.account !== null), total: Number(rows[0]?.n ?? 0) };
}

/** Σ over the whole team below `parentId` (the P&L totals, whatever page is shown). */
export async function pnlTotals(ex: Executor, agentId: number, parentId: number, range: DayRange): Promise<PnlFigures> {
  const team = sql`team as (
    select t.descendant_id as id from member_tree t
    join member_tree s on s.ancestor_id = ${agentId} and s.descendant_id = t.descendant_id and s.depth > 0
    where t.ancestor_id = ${parentId} and t.depth > 0)`;
  const [play, money] = await Promise.all([teamPlayTotals(ex, team, range), teamMoneyTotals(ex, team, range, ['deposit', 'withdraw'])]);
  const net = (type: string) => money.filter((m) => m.txType === type).reduce((sum, m) => sum + m.credit + m.debit, 0n);
  return { bet: play.bet, win: play.win, deposits: net('deposit'), withdrawals: -net('withdraw') };
}

/** Accounts from the caller (exclusive) down to `memberId` (inclusive), top first. */
export async function pathDown(ex: Executor, agentId: number, memberId: number): Promise<string[]> {
  return rowsOf<{ account: string }>(
    await ex.execute(sql`
      select m.account from member_tree up
      join member_tree mine on mine.ancestor_id = ${agentId} and mine.descendant_id = up.ancestor_id and mine.depth > 0
      join members m on m.id = up.ancestor_id
      where up.descendant_id = ${memberId}
      order by up.depth desc`),
  ).map((r) => r.account);
}

/** The id of a member by account, only when it is strictly below `agentId` (or is it, with allowSelf). */
export async function teamMemberId(ex: Executor, agentId: number, account: string, allowSelf = false): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await ex.execute(sql`
      select m.id from members m join member_tree t on t.ancestor_id = ${agentId} and t.descendant_id = m.id
      where m.account = ${account}${allowSelf ? sql`` : sql` and t.depth > 0`}`),
  );
  return row ? Number(row.id) : undefined;
}

// ---- my income: the agent's own accounts ----

/** Per business day: Σ of the credits to the agent's main account of each income type, and what its commission account received. */
export async function incomeByDay(ex: Executor, agentId: number, range: DayRange, txTypes: readonly string[]) {
  return rowsOf<{ day: string; kind: string; amount: string }>(
    await ex.execute(sql`
      select (p.created_at at time zone ${TZ})::date::text as day, p.tx_type as kind, sum(p.amount)::text as amount
      from ledger_accounts a join postings p on p.account_id = a.id
      where a.member_id = ${agentId} and a.kind = 'main' and p.amount > 0
        and p.tx_type in (${literals(txTypes)}) and p.tx_type not in ('betting', 'winning')
        and p.created_at >= ${dayStart(range.startDate)} and p.created_at < ${dayAfter(range.endDate)}
      group by 1, 2
      union all
      select (p.created_at at time zone ${TZ})::date::text, 'commission', sum(p.amount)::text
      from ledger_accounts a join postings p on p.account_id = a.id
      where a.member_id = ${agentId} and a.kind = 'commission' and p.amount > 0
        and p.created_at >= ${dayStart(range.startDate)} and p.created_at < ${dayAfter(range.endDate)}
      group by 1`),
  ).map((r) => ({ day: r.day, kind: r.kind, amount: BigInt(r.amount) }));
}
