// The operator's daily report (contract/operator-reports.ts): the queries' rows shaped into one row
// per business day of the range (days with nothing are zero rows) and the range's totals. Figures
// stay bigint minor units until they are written as two-decimal strings.
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import { csvLine } from '../../../../../contract/csv-cell';
import { fromMinor } from '../../../../../contract/money';
import {
  DAILY_CSV_COLUMNS,
  dailyRangeProblem,
  daysOf,
  type DailyFigures,
  type DailyReport,
  type DailyReportQuery,
} from '../../../../../contract/operator-reports';
import type { Executor } from '../../../core/database/client';
import { ApiError } from '../../../core/http/envelope';
import { AGENT_EXPENSE_KINDS, cashByDay, expensesByDay, newMembersByDay, playByDay, settlementsByDay } from './daily-report-queries';

const RANGE_MESSAGES = {
  date_invalid: 'Not a date',
  date_range_invalid: 'The range ends before it starts',
  date_range_too_long: 'The range may be at most 92 days',
} as const;

/** A range the report answers, or a 400 naming what is wrong with it. */
export function checkDailyRange(range: DailyReportQuery): DailyReportQuery {
  const problem = dailyRangeProblem(range.from, range.to);
  if (problem) throw new ApiError(400, problem, RANGE_MESSAGES[problem]);
  return range;
}

/** Running sums of one day (or of the range). */
class Tally {
  deposits = { count: 0, amount: 0n };
  withdrawals = { count: 0, amount: 0n };
  gameTypes = new Map<string, { stakes: bigint; payouts: bigint }>();
  vendors = new Map<string, { stakes: bigint; payouts: bigint }>();
  bonus = new Map<string, bigint>();
  agents = new Map<string, bigint>();
  newMembers = 0;
  activeMembers = 0;

  play(gameType: string, vendor: string, stakes: bigint, payouts: bigint) {
    for (const [map, name] of [
      [this.gameTypes, gameType],
      [this.vendors, vendor],
    ] as const) {
      const seen = map.get(name) ?? { stakes: 0n, payouts: 0n };
      map.set(name, { stakes: seen.stakes + stakes, payouts: seen.payouts + payouts });
    }
  }

  add(map: Map<string, bigint>, kind: string, amount: bigint) {
    map.set(kind, (map.get(kind) ?? 0n) + amount);
  }

  figures(): DailyFigures {
    const sorted = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
    const plays = (map: Map<string, { stakes: bigint; payouts: bigint }>) =>
      sorted(map).map(([name, p]) => ({ name, stakes: fromMinor(p.stakes), payouts: fromMinor(p.payouts), ggr: fromMinor(p.stakes - p.payouts) }));
    const amounts = (map: Map<string, bigint>) => sorted(map).map(([name, amount]) => ({ name, amount: fromMinor(amount) }));
    const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);
    const stakes = sum([...this.gameTypes.values()].map((p) => p.stakes));
    const payouts = sum([...this.gameTypes.values()].map((p) => p.payouts));
    return {
      deposits: { count: this.deposits.count, amount: fromMinor(this.deposits.amount) },
      withdrawals: { count: this.withdrawals.count, amount: fromMinor(this.withdrawals.amount) },
      stakes: fromMinor(stakes),
      payouts: fromMinor(payouts),
      ggr: fromMinor(stakes - payouts),
      ggrByGameType: plays(this.gameTypes),
      ggrByVendor: plays(this.vendors),
      bonusCost: fromMinor(sum(this.bonus.values())),
      bonusByKind: amounts(this.bonus),
      newMembers: this.newMembers,
      activeMembers: this.activeMembers,
      agentPayouts: fromMinor(sum(this.agents.values())),
      agentPayoutsByKind: amounts(this.agents),
    };
  }
}

export async function dailyReport(ex: Executor, query: DailyReportQuery): Promise<DailyReport> {
  const range = checkDailyRange(query);
  const [cash, expenses, settlements, fresh, play] = await Promise.all([
    cashByDay(ex, range),
    expensesByDay(ex, range),
    settlementsByDay(ex, range),
    newMembersByDay(ex, range),
    playByDay(ex, range),
  ]);
  const days = new Map(daysOf(range).map((day) => [day, new Tally()]));
  const total = new Tally();
  // Both the day's tally and the range's: every row lands in a day of the range (the queries are bounded by it).
  const both = (day: string, apply: (tally: Tally) => void) => {
    apply(days.get(day)!);
    apply(total);
  };
  for (const row of cash) {
    both(row.day, (t) => {
      const into = row.kind === 'deposit' ? t.deposits : t.withdrawals;
      into.count += row.count;
      // Deposits leave house cash for members' balances (negative postings); payouts reach it.
      into.amount += row.kind === 'deposit' ? -row.amount : row.amount;
    });
  }
  for (const row of expenses) {
    const toAgent = (AGENT_EXPENSE_KINDS as readonly string[]).includes(row.kind);
    both(row.day, (t) => t.add(toAgent ? t.agents : t.bonus, row.kind, row.amount));
  }
  for (const row of settlements) both(row.day, (t) => t.add(t.agents, row.kind, row.amount));
  for (const row of fresh) both(row.day, (t) => (t.newMembers += row.count));
  for (const row of play.rows) both(row.day, (t) => t.play(row.gameType, row.vendor, row.stakes, row.payouts));
  for (const row of play.activeByDay) days.get(row.day)!.activeMembers = row.count;
  total.activeMembers = play.activeInRange;
  return {
    from: range.from,
    to: range.to,
    timeZone: BUSINESS_TIME_ZONE,
    days: [...days.entries()].map(([day, tally]) => ({ day, ...tally.figures() })),
    totals: total.figures(),
  };
}

/**
 * The report as CSV: a header, one line per day, a totals line; after the fixed columns one GGR
 * column per game type and per vendor seen in the range, headed by its name (a name is the
 * operator's data, so every cell goes through csvCell).
 */
export function dailyReportCsv(report: DailyReport): string {
  const gameTypes = report.totals.ggrByGameType.map((g) => g.name);
  const vendors = report.totals.ggrByVendor.map((v) => v.name);
  const header = [...DAILY_CSV_COLUMNS, ...gameTypes.map((g) => `${g} (game type GGR)`), ...vendors.map((v) => `${v} (vendor GGR)`)];
  const line = (label: string, f: DailyFigures) =>
    csvLine([
      label,
      f.deposits.count,
      f.deposits.amount,
      f.withdrawals.count,
      f.withdrawals.amount,
      f.stakes,
      f.payouts,
      f.ggr,
      f.bonusCost,
      f.newMembers,
      f.activeMembers,
      f.agentPayouts,
      ...gameTypes.map((g) => f.ggrByGameType.find((x) => x.name === g)?.ggr ?? '0.00'),
      ...vendors.map((v) => f.ggrByVendor.find((x) => x.name === v)?.ggr ?? '0.00'),
    ]);
  return `\uFEFF${csvLine(header)}${report.days.map((d) => line(d.day, d)).join('')}${line('total', report.totals)}`;
}
