// The operator's daily report (issue #28 "Reports"): one row per business day (the
// agent reports' day, contract/business-time.ts) with the money that moved and the
// players who came, and the range's totals. Shared by the platform's GET /admin/reports/daily, the
// back office's BFF and its /reports screen. Money is a two-decimal string (contract/money.ts)
// summed in integer minor units from the ledger and the games' own records.
import { z } from 'zod';
import { dayNumber, dayText } from './agent-reports';
import { moneyText } from './money';

/** A range longer than this is refused (`date_range_too_long`): about a quarter. */
export const DAILY_REPORT_MAX_DAYS = 92;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const DAILY_REPORT_PROBLEMS = ['date_invalid', 'date_range_invalid', 'date_range_too_long'] as const;
export type DailyReportProblem = (typeof DAILY_REPORT_PROBLEMS)[number];

/** What is wrong with a range: not real dates, `to` before `from`, or more than DAILY_REPORT_MAX_DAYS days. */
export function dailyRangeProblem(from: string, to: string): DailyReportProblem | undefined {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === undefined || end === undefined) return 'date_invalid';
  if (end < start) return 'date_range_invalid';
  if (end - start + 1 > DAILY_REPORT_MAX_DAYS) return 'date_range_too_long';
  return undefined;
}

/** The query of GET /admin/reports/daily(.csv) and of the back office's range form. */
export const dailyReportQuery = z
  .object({ from: day, to: day })
  .superRefine((range, ctx) => {
    const problem = dailyRangeProblem(range.from, range.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem === 'date_invalid' ? 'from' : 'to'], message: problem });
  });
export type DailyReportQuery = z.infer<typeof dailyReportQuery>;

/** Every day of a valid range, in order. */
export function daysOf(range: DailyReportQuery): string[] {
  const start = dayNumber(range.from)!;
  const end = dayNumber(range.to)!;
  return Array.from({ length: end - start + 1 }, (_, i) => dayText(start + i));
}

const counted = z.object({ count: z.number().int(), amount: moneyText });
/** Stakes and payouts of one game type or vendor; `ggr` = stakes − payouts (the house's side). */
const play = z.object({ stakes: moneyText, payouts: moneyText, ggr: moneyText });
/** Amounts by a name (entry kind, game type, vendor), names sorted. */
const named = { name: z.string() };

export const dailyFigures = z.object({
  /** Approved deposits: the order amounts members paid in. */
  deposits: counted,
  /** Withdrawals approved for payout: what left the house's cash (a bounced payout comes back the day it bounced). */
  withdrawals: counted,
  stakes: moneyText,
  payouts: moneyText,
  ggr: moneyText,
  ggrByGameType: z.array(play.extend(named)),
  ggrByVendor: z.array(play.extend(named)),
  /** Bonuses, rebates and rewards the house paid members, less bonus forfeited back; by the ledger entry's kind. */
  bonusCost: moneyText,
  bonusByKind: z.array(z.object({ ...named, amount: moneyText })),
  /** Members registered that day (trial accounts not counted). */
  newMembers: z.number().int(),
  /** Members with at least one real-money bet that day; for a range, each member once. */
  activeMembers: z.number().int(),
  /** Paid to agents: rebates from the house, contract salaries and dividends from their uplines. */
  agentPayouts: moneyText,
  agentPayoutsByKind: z.array(z.object({ ...named, amount: moneyText })),
});
export type DailyFigures = z.infer<typeof dailyFigures>;

export const dailyReport = z.object({
  from: day,
  to: day,
  timeZone: z.string(),
  days: z.array(dailyFigures.extend({ day })),
  totals: dailyFigures,
});
export type DailyReport = z.infer<typeof dailyReport>;
export type DailyRow = DailyReport['days'][number];

/** The CSV's fixed columns; then one GGR column per game type and per vendor that appears in the range. */
export const DAILY_CSV_COLUMNS = [
  'day',
  'deposits_count',
  'deposits_amount',
  'withdrawals_count',
  'withdrawals_amount',
  'stakes',
  'payouts',
  'ggr',
  'bonus_cost',
  'new_members',
  'active_members',
  'agent_payouts',
] as const;
