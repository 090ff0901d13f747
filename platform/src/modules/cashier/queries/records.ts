// The SQL behind a member's records. Transaction history reads the postings of one ledger account
// through postings_account_created_idx (account_id, created_at, id), newest first, so a page costs
// an index range scan of offset + size rows whatever the ledger's size; the count stops at
// RECORD_COUNT_LIMIT. Money is summed in SQL on bigint minor units, never as floats.
import { sql, type SQL } from 'drizzle-orm';
import { RECORD_COUNT_LIMIT, type RoundDetail } from '../../../../../contract/cashier-records';
import type { EventResult } from '../../../../../contract/event-board';
import type { LiveResult } from '../../../../../contract/live-table';
import type { DrawResult } from '../../../../../contract/lottery';
import { LIVE_RULES } from '../../games';
import type { Executor } from '../../../core/database/client';
import { gameOfRound } from '../../games';
import { rowsOf } from '../../../core/database/rows-of';
import { SETTLED_BETS, TURNOVER_MINOR } from '../../games';


export interface Range {
  from: Date;
  to: Date;
}

export interface PageRequest {
  page: number;
  size: number;
}

export interface PostingRow {
  id: string;
  tx_type: string;
  created_at: Date | string;
  amount: string;
  balance_after: string | null;
  reference: string | null;
  remark: string | null;
  entry_id: string;
}

export async function accountIdOf(ex: Executor, code: string): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(await ex.execute(sql`select id from ledger_accounts where code = ${code}`));
  return row ? Number(row.id) : undefined;
}

function postingFilter(accountId: number, range: Range, txTypes: readonly string[]): SQL {
  const types = txTypes.length ? sql` and p.tx_type in (${sql.join(txTypes.map((t) => sql`${t}`), sql`, `)})` : sql``;
  return sql`p.account_id = ${accountId} and p.created_at >= ${range.from.toISOString()}::timestamptz and p.created_at <= ${range.to.toISOString()}::timestamptz${types}`;
}

/** One page of an account's postings, newest first, with the page's sums (minor units). */
export async function postingsPage(ex: Executor, accountId: number, range: Range, txTypes: readonly string[], page: PageRequest) {
  const where = postingFilter(accountId, range, txTypes);
  const rows = rowsOf<PostingRow & { sum_in: string; sum_out: string }>(
    await ex.execute(sql`
      select p.id::text, p.tx_type, p.created_at, p.amount::text, p.balance_after::text, e.reference, e.remark, p.entry_id::text,
        coalesce(sum(p.amount) filter (where p.amount > 0) over (), 0)::text as sum_in,
        coalesce(sum(p.amount) filter (where p.amount < 0) over (), 0)::text as sum_out
      from (select * from postings p where ${where} order by p.created_at desc, p.id desc limit ${page.size} offset ${(page.page - 1) * page.size}) p
      join journal_entries e on e.id = p.entry_id
      order by p.created_at desc, p.id desc`),
  );
  const sumIn = BigInt(rows[0]?.sum_in ?? '0');
  const sumOut = BigInt(rows[0]?.sum_out ?? '0');
  return { rows, sumIn, sumOut };
}

/** How many postings match, counted up to RECORD_COUNT_LIMIT + 1 (bounded: never a full scan). */
export async function countPostings(ex: Executor, accountId: number, range: Range, txTypes: readonly string[]): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await ex.execute(sql`select count(*)::text as n from (select 1 from postings p where ${postingFilter(accountId, range, txTypes)} limit ${RECORD_COUNT_LIMIT + 1}) t`),
  );
  return Number(row.n);
}

/** Σ of an account's postings of some types in a range, split into credits and debits. */
export async function postingSums(ex: Executor, accountId: number, range: Range, txTypes: readonly string[]) {
  const [row] = rowsOf<{ tx_type: string; total: string }>(
    await ex.execute(sql`select coalesce(sum(p.amount), 0)::text as total from postings p where ${postingFilter(accountId, range, txTypes)}`),
  );
  return BigInt(row.total);
}

export interface RoundRow {
  id: string;
  created_at: Date | string;
  display_name: string;
  vendor_code: string;
  bet: string;
  valid: string;
  win: string;
}

// A member's rounds are the settled bets turnover counts (settled-bets.ts): the records' totals and VIP agree.
const ROUNDS = SETTLED_BETS;

// The records' lottery type (ELOTT, shown as Lotto) covers both lottery categories, LOTT and ELOTT.
const recordTypeOf = sql.raw(`case when g.game_type = 'LOTT' then 'ELOTT' else g.game_type end`);

const roundFilter = (memberId: number, gameType: string, range: Range) =>
  sql`r.member_id = ${memberId} and ${recordTypeOf} = ${gameType} and r.created_at >= ${range.from.toISOString()}::timestamptz and r.created_at <= ${range.to.toISOString()}::timestamptz`;

/** One page of a member's rounds of one game type, newest first; bets and wins in minor units. */
export async function roundsPage(ex: Executor, memberId: number, gameType: string, range: Range, page: PageRequest) {
  return rowsOf<RoundRow>(
    await ex.execute(sql`
      select r.id::text, r.created_at, g.display_name, g.vendor_code, (r.bet * 100)::bigint::text as bet, (r.valid * 100)::bigint::text as valid, (r.win * 100)::bigint::text as win
      from ${ROUNDS} join games g on g.id = r.game_id
      where ${roundFilter(memberId, gameType, range)}
      order by r.created_at desc, r.id desc limit ${page.size} offset ${(page.page - 1) * page.size}`),
  );
}

/** A member's latest rounds of every game type, newest first; bets and wins in minor units (the back office's member 360). */
export async function recentRounds(ex: Executor, memberId: number, limit: number) {
  return rowsOf<RoundRow & { game_type: string }>(
    await ex.execute(sql`
      select r.id::text, r.created_at, g.display_name, g.vendor_code, ${recordTypeOf} as game_type, (r.bet * 100)::bigint::text as bet, (r.valid * 100)::bigint::text as valid, (r.win * 100)::bigint::text as win
      from ${ROUNDS} join games g on g.id = r.game_id
      where r.member_id = ${memberId}
      order by r.created_at desc, r.id desc limit ${limit}`),
  );
}

/** Count (bounded) and sums of a member's rounds of one game type in a range. */
export async function roundTotals(ex: Executor, memberId: number, gameType: string, range: Range) {
  const [row] = rowsOf<{ n: string; bet: string; valid: string; win: string }>(
    await ex.execute(sql`
      select count(*)::text as n, coalesce(sum((r.bet * 100)::bigint), 0)::text as bet, ${TURNOVER_MINOR}::text as valid, coalesce(sum((r.win * 100)::bigint), 0)::text as win
      from ${ROUNDS} join games g on g.id = r.game_id
      where ${roundFilter(memberId, gameType, range)}`),
  );
  return { count: Number(row.n), bet: BigInt(row.bet), valid: BigInt(row.valid), win: BigInt(row.win) };
}

/** Per game type: rounds, Σ bets and Σ wins of a member in a range. */
export async function roundTotalsByType(ex: Executor, memberId: number, range: Range) {
  return rowsOf<{ game_type: string; n: string; bet: string; valid: string; win: string }>(
    await ex.execute(sql`
      select ${recordTypeOf} as game_type, count(*)::text as n, coalesce(sum((r.bet * 100)::bigint), 0)::text as bet, ${TURNOVER_MINOR}::text as valid, coalesce(sum((r.win * 100)::bigint), 0)::text as win
      from ${ROUNDS} join games g on g.id = r.game_id
      where r.member_id = ${memberId} and r.created_at >= ${range.from.toISOString()}::timestamptz and r.created_at <= ${range.to.toISOString()}::timestamptz
      group by 1`),
  ).map((r) => ({ gameType: r.game_type, count: Number(r.n), bet: BigInt(r.bet), valid: BigInt(r.valid), win: BigInt(r.win) }));
}

const idsOf = (ids: readonly string[], prefix: string) => ids.filter((id) => id.startsWith(prefix)).map((id) => Number(id.slice(1)));
const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}::bigint`), sql`, `);

/**
 * What each round of a records page was, by its id's prefix: B an event-board bet (its event,
 * market, pick, line and odds), L a lottery bet (its draw and numbers), V a table-game bet (its round, side and outcome).
 */
export async function roundDetails(ex: Executor, ids: readonly string[]): Promise<Map<string, RoundDetail>> {
  const details = new Map<string, RoundDetail>();
  const board = idsOf(ids, 'B');
  const lottery = idsOf(ids, 'L');
  const live = idsOf(ids, 'V');
  if (board.length) {
    const rows = rowsOf<{ id: string; board: string; league: string; home: string; away: string; market: string; pick: string; line: string | null; odds: string; result: EventResult | null }>(
      await ex.execute(sql`select b.id::text, e.board, e.league, e.home, e.away, b.market, b.pick, b.line, b.odds, e.result from board_bets b join board_events e on e.id = b.event_id where b.id in (${idList(board)})`),
    );
    for (const r of rows) details.set(`B${r.id}`, { kind: 'event', board: r.board, league: r.league, home: r.home, away: r.away, market: r.market, pick: r.pick, line: r.line, odds: r.odds, result: r.result });
  }
  if (lottery.length) {
    const rows = rowsOf<{ id: string; market: string; issue: string; play: string; number: string; odds: string; result: DrawResult | null }>(
      await ex.execute(sql`select b.id::text, d.market, d.issue, b.play, b.number, b.odds, d.result from lottery_bets b join lottery_draws d on d.id = b.draw_id where b.id in (${idList(lottery)})`),
    );
    for (const r of rows) details.set(`L${r.id}`, { kind: 'lottery', market: r.market, issue: r.issue, play: r.play, number: r.number, odds: r.odds, drawn: r.result ? `${r.result.top3} / ${r.result.bottom2}` : null });
  }
  if (live.length) {
    const rows = rowsOf<{ id: string; table_code: string; round_no: number; side: string; result: LiveResult | null }>(
      await ex.execute(sql`select b.id::text, r.table_code, r.round_no, b.side, r.result from live_bets b join live_rounds r on r.id = b.round_id where b.id in (${idList(live)})`),
    );
    for (const r of rows) {
      const outcome = r.result ? LIVE_RULES[gameOfRound({ tableCode: r.table_code })].summary(r.result) : null;
      details.set(`V${r.id}`, { kind: 'live', table: r.table_code, roundNo: Number(r.round_no), side: r.side, outcome });
    }
  }
  return details;
}
