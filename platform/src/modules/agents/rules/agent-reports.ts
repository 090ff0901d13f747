// The agent's team overview and reports (money-and-agents §5.2, §5.5): answers shaped from the
// queries of modules/agents/queries/agent-reports.ts. Every figure is summed in bigint minor units and sent as a
// two-decimal string; P&L is the players' side (wins − bets).
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import { sql } from 'drizzle-orm';
import {
  INCOME_KINDS,
  INCOME_TX_TYPES,
  PROMOTION_TX_TYPES,
  REBATE_TX_TYPES,
  SALARY_TX_TYPES,
  dayNumber,
  dayText,
  reportRangeProblem,
  todayIn,
  type DownlineTransactions,
  type DownlineTransactionsQuery,
  type IncomeFigures,
  type IncomeKind,
  type MyIncome,
  type TeamBetting,
  type TeamBettingQuery,
  type TeamOverview,
  type TeamPeriod,
  type TeamPnl,
  type TeamPnlQuery,
} from '../../../../../contract/agent-reports';
import { TX_TYPES } from '../../../../../contract/cashier-states';
import { isAgentType } from '../../../../../contract/member-types';
import { fromMinor } from '../../../../../contract/money';
import { readActiveMemberRule, teamActivity } from '../queries/agent-activity';
import {
  decodeCursor,
  encodeCursor,
  incomeByDay,
  memberPlayPage,
  pathDown,
  pnlPage,
  pnlTotals,
  teamMemberId,
  teamMoneyTotals,
  teamOf,
  teamPeople,
  teamPlayByDay,
  teamPlayByHour,
  teamPlayTotals,
  teamPostingsPage,
  teamRoundsPage,
  type DayRange,
  type PlayTotals,
} from '../queries/agent-reports';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { agentErrors } from '../http/require-agent';
import { ApiError } from '../../../core/http/envelope';
import { transactionRowOf } from '../../cashier';

export function reportRange(startDate: string, endDate: string): DayRange {
  const problem = reportRangeProblem(startDate, endDate);
  if (problem === 'date_invalid') throw new ApiError(400, problem, 'Not a date');
  if (problem === 'date_range_too_long') throw new ApiError(400, problem, 'The date range may be at most 90 days');
  if (problem) throw new ApiError(400, problem, 'The date range ends before it starts');
  return { startDate, endDate };
}

/** The business days of a period as of `now`: today, yesterday, this week (from Monday), this month. */
export function periodRange(period: TeamPeriod, now = new Date()): DayRange {
  const today = dayNumber(todayIn(BUSINESS_TIME_ZONE, now))!;
  switch (period) {
    case 'today':
      return { startDate: dayText(today), endDate: dayText(today) };
    case 'yesterday':
      return { startDate: dayText(today - 1), endDate: dayText(today - 1) };
    case 'week': {
      // Day 0 (1970-01-01) was a Thursday: Monday is (n + 3) % 7 === 0.
      return { startDate: dayText(today - ((today + 3) % 7)), endDate: dayText(today) };
    }
    case 'month':
      return { startDate: `${dayText(today).slice(0, 8)}01`, endDate: dayText(today) };
  }
}

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The instant a business day starts (for teamActivity, which takes instants). */
async function dayInstants(ex: Executor, range: DayRange): Promise<{ from: Date; to: Date }> {
  const [row] = rowsOf<{ f: string; t: string }>(
    await ex.execute(sql`select (${range.startDate}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})::text as f,
      ((${range.endDate}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})::text as t`),
  );
  return { from: new Date(row.f), to: new Date(row.t) };
}

// ---- team overview ----

export async function teamOverview(ex: Executor, agentId: number, period: TeamPeriod, now = new Date()): Promise<TeamOverview> {
  const range = periodRange(period, now);
  const today = todayIn(BUSINESS_TIME_ZONE, now);
  const team = teamOf(agentId);
  const moneyTypes = ['deposit', 'withdraw', ...REBATE_TX_TYPES, ...SALARY_TX_TYPES, ...PROMOTION_TX_TYPES];
  const oneDay = range.startDate === range.endDate;
  const [people, play, money, rule, instants, chart] = await Promise.all([
    teamPeople(ex, agentId, range, today),
    teamPlayTotals(ex, team, range),
    teamMoneyTotals(ex, team, range, moneyTypes),
    readActiveMemberRule(ex),
    dayInstants(ex, range),
    oneDay ? teamPlayByHour(ex, team, range.startDate) : teamPlayByDay(ex, team, range),
  ]);
  const activity = await teamActivity(ex, agentId, instants.from, instants.to, rule);
  const net = (types: readonly string[]) => money.filter((m) => types.includes(m.txType)).reduce((sum, m) => sum + m.credit + m.debit, 0n);
  // What team members received: an agent's payout to its own downline (a debit of the same type
  // inside the team, db settlement) is not the team's income twice over.
  const credited = (types: readonly string[]) => money.filter((m) => types.includes(m.txType)).reduce((sum, m) => sum + m.credit, 0n);

  let series: TeamOverview['series'];
  if (oneDay) {
    const byHour = new Map((chart as { hour: number; bet: bigint; win: bigint }[]).map((r) => [r.hour, r]));
    series = Array.from({ length: 24 }, (_, hour) => {
      const row = byHour.get(hour);
      return { label: `${String(hour).padStart(2, '0')}:00`, bets: fromMinor(row?.bet ?? 0n), profitAndLoss: fromMinor((row?.win ?? 0n) - (row?.bet ?? 0n)) };
    });
  } else {
    const byDay = new Map((chart as { day: string; bet: bigint; win: bigint }[]).map((r) => [r.day, r]));
    const first = dayNumber(range.startDate)!;
    const last = dayNumber(range.endDate)!;
    series = Array.from({ length: last - first + 1 }, (_, i) => {
      const day = dayText(first + i);
      const row = byDay.get(day);
      return { label: day, bets: fromMinor(row?.bet ?? 0n), profitAndLoss: fromMinor((row?.win ?? 0n) - (row?.bet ?? 0n)) };
    });
  }

  return {
    period,
    ...range,
    kpis: {
      teamSize: people.size,
      teamBalance: fromMinor(people.balance),
      deposits: fromMinor(credited(['deposit'])),
      // Withdrawals leave the main account as debits (a voided one comes back): shown positive.
      withdrawals: fromMinor(-net(['withdraw'])),
      bets: fromMinor(play.bet),
      wins: fromMinor(play.win),
      rebate: fromMinor(credited(REBATE_TX_TYPES)),
      salaries: fromMinor(credited(SALARY_TX_TYPES)),
      promotions: fromMinor(credited(PROMOTION_TX_TYPES)),
      profitAndLoss: fromMinor(play.win - play.bet),
      registrationsToday: people.registeredToday,
      newMembers: people.newMembers,
      activeMembers: activity.activeMembers,
    },
    bucket: oneDay ? 'hour' : 'day',
    series,
  };
}

// ---- team betting ----

const betTotalsOf = (play: Pick<PlayTotals, 'rounds' | 'bet' | 'win'>) => ({
  rounds: play.rounds,
  betAmount: fromMinor(play.bet),
  // Every settled bet of our games counts in full as a valid bet (as in the member's records).
  validBetAmount: fromMinor(play.bet),
  winAmount: fromMinor(play.win),
  profitAndLoss: fromMinor(play.win - play.bet),
});

/** The member an `account` filter names, which must be strictly below the caller. */
async function downlineByAccount(ex: Executor, agentId: number, account: string | undefined): Promise<number | undefined> {
  if (account === undefined) return undefined;
  const id = await teamMemberId(ex, agentId, account);
  if (id === undefined) throw agentErrors.notInTeam();
  return id;
}

export async function teamBetting(ex: Executor, agentId: number, query: TeamBettingQuery): Promise<TeamBetting> {
  const range = reportRange(query.startDate, query.endDate);
  const memberId = await downlineByAccount(ex, agentId, query.account);
  const team = teamOf(agentId, { memberId });
  const totals = betTotalsOf(await teamPlayTotals(ex, team, range, query.gameType));
  if (query.view === 'members') {
    const { rows, total } = await memberPlayPage(ex, team, range, query.gameType, query);
    return {
      view: 'members',
      list: rows.map((r) => ({ account: r.account, ...betTotalsOf(r) })),
      page: query.page,
      size: query.size,
      total,
      totalPages: pages(total, query.size),
      totals,
    };
  }
  const rows = await teamRoundsPage(ex, team, range, query.gameType, decodeCursor(query.cursor), query.size);
  const shown = rows.slice(0, query.size);
  const last = shown.at(-1);
  return {
    view: 'rounds',
    list: shown.map((r) => {
      const bet = BigInt(r.bet);
      const win = BigInt(r.win);
      return {
        id: r.id,
        betTimeInTimestamp: new Date(r.created_at).getTime(),
        account: r.account,
        gameName: r.display_name,
        gameType: r.game_type,
        vendorCode: r.vendor_code,
        betAmount: fromMinor(bet),
        validBetAmount: fromMinor(bet),
        winAmount: fromMinor(win),
        profitAndLoss: fromMinor(win - bet),
      };
    }),
    nextCursor: rows.length > query.size && last ? encodeCursor(last.micros, last.id) : null,
    size: query.size,
    totals,
  };
}

// ---- user P&L statements ----

export async function teamPnl(ex: Executor, agentId: number, query: TeamPnlQuery): Promise<TeamPnl> {
  const range = reportRange(query.startDate, query.endDate);
  // Drill-down: the parent is the caller or an agent below it; anything else is not in the team.
  const parentId = query.parent === undefined ? agentId : await teamMemberId(ex, agentId, query.parent, true);
  if (parentId === undefined) throw agentErrors.notInTeam();
  const [{ rows, total }, totals, path] = await Promise.all([
    pnlPage(ex, agentId, parentId, range, query),
    pnlTotals(ex, agentId, parentId, range),
    parentId === agentId ? Promise.resolve([]) : pathDown(ex, agentId, parentId),
  ]);
  const figures = (f: { bet: bigint; win: bigint; deposits: bigint; withdrawals: bigint }) => ({
    betAmount: fromMinor(f.bet),
    validBetAmount: fromMinor(f.bet),
    winAmount: fromMinor(f.win),
    profitAndLoss: fromMinor(f.win - f.bet),
    deposits: fromMinor(f.deposits),
    withdrawals: fromMinor(f.withdrawals),
  });
  return {
    path,
    list: rows.map((r) => ({
      account: r.account,
      isAgent: isAgentType(Number(r.type)),
      teamSize: Number(r.team_size),
      ...figures({ bet: BigInt(r.bet), win: BigInt(r.win), deposits: BigInt(r.deposits), withdrawals: BigInt(r.withdrawals) }),
    })),
    page: query.page,
    size: query.size,
    total,
    totalPages: pages(total, query.size),
    totals: figures(totals),
  };
}

// ---- my income ----

export async function myIncome(ex: Executor, agentId: number, query: { startDate: string; endDate: string; page: number; size: number }): Promise<MyIncome> {
  const range = reportRange(query.startDate, query.endDate);
  const kindOfType = new Map(Object.entries(INCOME_TX_TYPES).flatMap(([kind, types]) => types.map((type) => [type, kind as IncomeKind] as const)));
  const rows = await incomeByDay(ex, agentId, range, [...kindOfType.keys()]);
  const zero = () => Object.fromEntries(INCOME_KINDS.map((k) => [k, 0n])) as Record<IncomeKind, bigint>;
  const days = new Map<string, Record<IncomeKind, bigint>>();
  const totals = zero();
  for (const row of rows) {
    const kind = row.kind === 'commission' ? 'commission' : kindOfType.get(row.kind)!;
    const day = days.get(row.day) ?? zero();
    day[kind] += row.amount;
    totals[kind] += row.amount;
    days.set(row.day, day);
  }
  const shape = (f: Record<IncomeKind, bigint>): IncomeFigures => ({
    ...(Object.fromEntries(INCOME_KINDS.map((k) => [k, fromMinor(f[k])])) as Record<IncomeKind, string>),
    total: fromMinor(INCOME_KINDS.reduce((sum, k) => sum + f[k], 0n)),
  });
  const ordered = [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1));
  const start = (query.page - 1) * query.size;
  return {
    list: ordered.slice(start, start + query.size).map(([date, f]) => ({ date, ...shape(f) })),
    page: query.page,
    size: query.size,
    total: ordered.length,
    totalPages: pages(ordered.length, query.size),
    totals: shape(totals),
  };
}

// ---- downline transaction details ----

const GAME_TYPES = ['betting', 'winning'];

export async function downlineTransactions(ex: Executor, agentId: number, query: DownlineTransactionsQuery): Promise<DownlineTransactions> {
  const range = reportRange(query.startDate, query.endDate);
  const memberId = await downlineByAccount(ex, agentId, query.account);
  const team = teamOf(agentId, { memberId });
  const all = query.codeTypes.length === 0;
  const wanted = (type: string) => all || query.codeTypes.includes(type);
  // Bets and wins are counted from the rounds' summary (each round posts one `betting` posting of
  // its bet and, when it wins, one `winning` posting of its win); the other types from postings.
  const moneyTypes = (all ? [...TX_TYPES, 'realtime_wage'] : query.codeTypes).filter((t) => !GAME_TYPES.includes(t));
  const [rows, money, play] = await Promise.all([
    teamPostingsPage(ex, team, range, query.codeTypes, decodeCursor(query.cursor), query.size),
    teamMoneyTotals(ex, team, range, moneyTypes),
    wanted('betting') || wanted('winning') ? teamPlayTotals(ex, team, range) : Promise.resolve({ rounds: 0, wins: 0, bet: 0n, win: 0n }),
  ]);
  let count = 0;
  let credit = 0n;
  let debit = 0n;
  for (const m of money) {
    count += m.count;
    credit += m.credit;
    debit += m.debit;
  }
  if (wanted('betting')) {
    count += play.rounds;
    debit -= play.bet;
  }
  if (wanted('winning')) {
    count += play.wins;
    credit += play.win;
  }
  const shown = rows.slice(0, query.size);
  const last = shown.at(-1);
  return {
    list: shown.map((r) => ({ ...transactionRowOf(r), account: r.account })),
    nextCursor: rows.length > query.size && last ? encodeCursor(last.micros, last.id) : null,
    size: query.size,
    totals: { count, in: fromMinor(credit), out: fromMinor(debit), net: fromMinor(credit + debit) },
  };
}
