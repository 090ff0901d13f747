// The SQL behind the operator's daily report (contract/operator-reports.ts). Every figure is summed
// in the database in bigint minor units and bucketed by business day (Asia/Bangkok, the agent
// reports' day: modules/agents/queries/agent-reports.ts dayStart/dayAfter). Where the money comes from:
//   - deposits and withdrawals: the house cash account's postings of deposit and withdrawal entries
//     (one per approval, one per bounced payout), through postings_money_idx;
//   - bonus cost and agent rebates: the house's expense accounts (bonus, rebate, VIP, mission);
//     the entry's kind says what was paid (promotion, mall_bonus, betting_rebate, agent_rebate...);
//   - contract salaries and dividends: agent_settlements paid (upline → agent, not the house's cash);
//   - stakes and payouts: each game family's own record (slot rounds, live, lottery and board bets;
//     a jackpot win through its spin's round), which names the game and so its type and vendor. A
//     stake counts the moment it is placed and a payout the moment it is paid, as their postings
//     do. Trial accounts play money that is not real (docs/money.md "Free play") and are left out.
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import { sql } from 'drizzle-orm';
import { TRIAL_TYPE } from '../../../../../contract/member-types';
import type { DailyReportQuery } from '../../../../../contract/operator-reports';
import { dayAfter, dayStart, literals } from '../../agents';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { ledgerAccount } from '../../ledger';

const TZ = BUSINESS_TIME_ZONE;
const dayOf = (column: string) => sql.raw(`(${column} at time zone '${TZ}')::date::text`);

/** The house's expense accounts: what it gives members beyond their wins. */
export const EXPENSE_ACCOUNTS = [
  ledgerAccount.houseBonusExpense,
  ledgerAccount.houseRebateExpense,
  ledgerAccount.houseVipExpense,
  ledgerAccount.houseMissionExpense,
] as const;
/** Entry kinds of the expense accounts that are paid to agents, not bonuses to players. */
export const AGENT_EXPENSE_KINDS = ['agent_rebate'] as const;

const inRange = (column: string, range: DailyReportQuery) =>
  sql`${sql.raw(column)} >= ${dayStart(range.from)} and ${sql.raw(column)} < ${dayAfter(range.to)}`;

export interface CashRow {
  day: string;
  kind: 'deposit' | 'withdrawal';
  count: number;
  /** Σ of the house cash postings: negative for deposits (cash paid to members' balances). */
  amount: bigint;
}

/** Per day: deposit approvals and withdrawal payouts, counted and summed from house cash. */
export async function cashByDay(ex: Executor, range: DailyReportQuery): Promise<CashRow[]> {
  return rowsOf<{ day: string; kind: 'deposit' | 'withdrawal'; n: string; amount: string }>(
    await ex.execute(sql`
      select ${dayOf('p.created_at')} as day, e.kind,
        count(*) filter (where (e.kind = 'deposit' and p.amount < 0) or (e.kind = 'withdrawal' and p.amount > 0))::text as n,
        sum(p.amount)::text as amount
      from ledger_accounts a
      join postings p on p.account_id = a.id
      join journal_entries e on e.id = p.entry_id
      where a.code = ${ledgerAccount.houseCash} and p.tx_type in ('deposit', 'withdraw') and p.tx_type not in ('betting', 'winning')
        and ${inRange('p.created_at', range)} and e.kind in ('deposit', 'withdrawal')
      group by 1, 2`),
  ).map((r) => ({ day: r.day, kind: r.kind, count: Number(r.n), amount: BigInt(r.amount) }));
}

export interface KindRow {
  day: string;
  kind: string;
  /** What the house paid out (positive), less what came back. */
  amount: bigint;
}

/** Per day and entry kind: what the house's expense accounts paid (bonuses, rebates, rewards, forfeits back). */
export async function expensesByDay(ex: Executor, range: DailyReportQuery): Promise<KindRow[]> {
  return rowsOf<{ day: string; kind: string; amount: string }>(
    await ex.execute(sql`
      select ${dayOf('p.created_at')} as day, e.kind, (-sum(p.amount))::text as amount
      from ledger_accounts a
      join postings p on p.account_id = a.id
      join journal_entries e on e.id = p.entry_id
      where a.code in (${literals(EXPENSE_ACCOUNTS)}) and p.tx_type not in ('betting', 'winning')
        and ${inRange('p.created_at', range)}
      group by 1, 2`),
  ).map((r) => ({ day: r.day, kind: r.kind, amount: BigInt(r.amount) }));
}

/** Per day and contract kind: the salaries and dividends uplines paid their agents (entry kind `contract_<kind>`). */
export async function settlementsByDay(ex: Executor, range: DailyReportQuery): Promise<KindRow[]> {
  return rowsOf<{ day: string; kind: string; amount: string }>(
    await ex.execute(sql`
      select ${dayOf('s.paid_at')} as day, 'contract_' || s.kind as kind, sum(s.amount)::text as amount
      from agent_settlements s
      where s.status = 'A' and ${inRange('s.paid_at', range)}
      group by 1, 2`),
  ).map((r) => ({ day: r.day, kind: r.kind, amount: BigInt(r.amount) }));
}

/** Per day: accounts registered (trial accounts are not members yet). */
export async function newMembersByDay(ex: Executor, range: DailyReportQuery): Promise<{ day: string; count: number }[]> {
  return rowsOf<{ day: string; n: string }>(
    await ex.execute(sql`
      select ${dayOf('m.created_at')} as day, count(*)::text as n
      from members m
      where ${inRange('m.created_at', range)} and m.type <> ${TRIAL_TYPE}
      group by 1`),
  ).map((r) => ({ day: r.day, count: Number(r.n) }));
}

export interface PlayRow {
  day: string;
  gameType: string;
  vendor: string;
  stakes: bigint;
  payouts: bigint;
}

export interface PlayFigures {
  rows: PlayRow[];
  /** Per day: members with a stake that day. */
  activeByDay: { day: string; count: number }[];
  /** Members with a stake in the whole range, each once. */
  activeInRange: number;
}

/** Stakes and payouts per day, game type and vendor, and the members who placed a stake. */
export async function playByDay(ex: Executor, range: DailyReportQuery): Promise<PlayFigures> {
  const rows = rowsOf<{ part: 'play' | 'active'; day: string | null; game_type: string | null; vendor: string | null; stakes: string; payouts: string }>(
    await ex.execute(sql`
      with plays as materialized (
        select r.created_at as at, r.game_id, r.member_id, (r.bet * 100)::bigint as stake, (r.win * 100)::bigint as payout
          from game_rounds r where ${inRange('r.created_at', range)}
        union all
        select b.placed_at, b.game_id, b.member_id, b.stake, 0 from live_bets b where ${inRange('b.placed_at', range)}
        union all
        select b.settled_at, b.game_id, b.member_id, 0, b.payout from live_bets b where b.payout > 0 and ${inRange('b.settled_at', range)}
        union all
        select b.placed_at, b.game_id, b.member_id, b.stake, 0 from lottery_bets b where ${inRange('b.placed_at', range)}
        union all
        select b.settled_at, b.game_id, b.member_id, 0, b.win from lottery_bets b where b.win > 0 and ${inRange('b.settled_at', range)}
        union all
        select b.placed_at, b.game_id, b.member_id, b.stake, 0 from board_bets b where ${inRange('b.placed_at', range)}
        union all
        select b.settled_at, b.game_id, b.member_id, 0, b.payout from board_bets b where b.payout > 0 and ${inRange('b.settled_at', range)}
        union all
        -- A jackpot win is paid from the pool in its own entry, after its spin: the spin's game.
        select e.created_at, r.game_id, r.member_id, 0, w.amount
          from journal_entries e
          join game_rounds r on r.member_id = e.member_id and r.spin_id = e.reference
          join postings w on w.entry_id = e.id and w.tx_type = 'winning' and w.amount > 0
          where e.kind = 'jackpot_win' and ${inRange('e.created_at', range)}),
      real_plays as (
        select ${dayOf('x.at')} as day, x.* from plays x join members m on m.id = x.member_id where m.type <> ${TRIAL_TYPE})
      select 'play' as part, x.day, g.game_type, g.vendor_code as vendor, sum(x.stake)::text as stakes, sum(x.payout)::text as payouts
        from real_plays x join games g on g.id = x.game_id
        group by x.day, g.game_type, g.vendor_code
      union all
      select 'active', day, null, null, count(distinct member_id)::text, '0'
        from real_plays where stake > 0
        group by grouping sets ((day), ())`),
  );
  return {
    rows: rows
      .filter((r) => r.part === 'play')
      .map((r) => ({ day: r.day!, gameType: r.game_type!, vendor: r.vendor!, stakes: BigInt(r.stakes), payouts: BigInt(r.payouts) })),
    activeByDay: rows.filter((r) => r.part === 'active' && r.day !== null).map((r) => ({ day: r.day!, count: Number(r.stakes) })),
    activeInRange: Number(rows.find((r) => r.part === 'active' && r.day === null)?.stakes ?? 0),
  };
}
