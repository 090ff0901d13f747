// The agent's team overview and reports (money-and-agents §5.2, §5.5; spec §2 agent center): each
// call's query and answer, shared by the platform's routes and the portal's lib/wps and pages.
// Dates are business days (YYYY-MM-DD on the business clock, contract/business-time.ts; both ends included); money is a
// two-decimal string (contract/money.ts), summed in integer minor units.
import { z } from 'zod';
import { transactionRow } from './cashier-records';
import { TX_TYPES } from './cashier-states';
import { moneyText } from './money';

export const REPORT_RANGE_MAX_DAYS = 90;
export const REPORT_RANGE_DEFAULT_DAYS = 30;
export const REPORT_PAGE_SIZE = 20;
/** Pages of the CSV export are read this big; the screens ask for REPORT_PAGE_SIZE. */
export const REPORT_PAGE_SIZE_MAX = 500;
/** An export with more rows is refused (`export_too_large`): narrow the range or the filters. */
export const REPORT_EXPORT_ROW_LIMIT = 100_000;

// ---- team overview (AGEINFO3, ODSFE2_getTeamOverviewSum) ----

export const TEAM_PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

export const teamOverviewQuery = z.object({ period: z.enum(TEAM_PERIODS).default('today') });

/** Transaction types behind the overview's money KPIs (postings on the members' main accounts). */
export const REBATE_TX_TYPES = ['betting_rebate', 'agent_rebate'] as const;
/** 'realtime_wage' is the real-time salary's type (contracts slice). */
export const SALARY_TX_TYPES = ['daily_wage', 'hour_wage', 'realtime_wage'] as const;
/** §4: the `dividend` type is shown to members as "promotion". */
export const PROMOTION_TX_TYPES = ['dividend'] as const;

export const TEAM_KPIS = [
  'teamSize',
  'teamBalance',
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'rebate',
  'salaries',
  'promotions',
  'profitAndLoss',
  'registrationsToday',
  'newMembers',
  'activeMembers',
] as const;
export type TeamKpi = (typeof TEAM_KPIS)[number];
/** KPIs that count people; the others are money. */
export const COUNT_KPIS: readonly TeamKpi[] = ['teamSize', 'registrationsToday', 'newMembers', 'activeMembers'];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const teamOverview = z.object({
  period: z.enum(TEAM_PERIODS),
  startDate: day,
  endDate: day,
  kpis: z.object({
    teamSize: z.number(),
    teamBalance: moneyText,
    deposits: moneyText,
    withdrawals: moneyText,
    bets: moneyText,
    wins: moneyText,
    rebate: moneyText,
    salaries: moneyText,
    promotions: moneyText,
    /** The players' result, wins − bets: negative is the team losing (the agent's profit). */
    profitAndLoss: moneyText,
    registrationsToday: z.number(),
    newMembers: z.number(),
    activeMembers: z.number(),
  }),
  /** The chart: per hour for one day, per day otherwise; every bucket of the period, in order. */
  bucket: z.enum(['hour', 'day']),
  series: z.array(z.object({ label: z.string(), bets: moneyText, profitAndLoss: moneyText })),
});
export type TeamOverview = z.infer<typeof teamOverview>;

// ---- reports: shared parts ----

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(REPORT_PAGE_SIZE_MAX).default(REPORT_PAGE_SIZE);
/** A member's account name, as typed in a filter. */
const account = z.string().trim().min(1).max(32).optional();
/** Keyset paging: the last row of the page before (opaque). */
const cursor = z.string().regex(/^\d{1,20}\.\d{1,20}$/).optional();
const range = { startDate: day, endDate: day };

/** A range the reports accept: real dates, start ≤ end, at most REPORT_RANGE_MAX_DAYS days. */
export function reportRangeProblem(startDate: string, endDate: string): 'date_invalid' | 'date_range_invalid' | 'date_range_too_long' | undefined {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (start === undefined || end === undefined) return 'date_invalid';
  if (end < start) return 'date_range_invalid';
  if (end - start + 1 > REPORT_RANGE_MAX_DAYS) return 'date_range_too_long';
  return undefined;
}

/** Days since 1970-01-01 of a YYYY-MM-DD that is a real date; undefined otherwise. */
export function dayNumber(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return undefined;
  return ms / 86_400_000;
}

/** YYYY-MM-DD of a day number. */
export const dayText = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** Today in a time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const betTotals = z.object({ rounds: z.number(), betAmount: moneyText, validBetAmount: moneyText, winAmount: moneyText, profitAndLoss: moneyText });
export type BetTotals = z.infer<typeof betTotals>;

const keysetInfo = {
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  size: z.number(),
};
const pageInfo = { page: z.number(), size: z.number(), total: z.number(), totalPages: z.number() };

// ---- team betting (TRANSBETREPMEM3) ----

export const TEAM_BETTING_VIEWS = ['rounds', 'members'] as const;
export const teamBettingQuery = z.object({
  ...range,
  gameType: z.string().regex(/^[A-Z]{2,12}$/).optional(),
  account,
  view: z.enum(TEAM_BETTING_VIEWS).default('rounds'),
  cursor,
  page,
  size,
});
export type TeamBettingQuery = z.infer<typeof teamBettingQuery>;

export const teamBetRow = z.object({
  id: z.string(),
  betTimeInTimestamp: z.number(),
  account: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  vendorCode: z.string(),
  betAmount: moneyText,
  validBetAmount: moneyText,
  winAmount: moneyText,
  profitAndLoss: moneyText,
});
export type TeamBetRow = z.infer<typeof teamBetRow>;
export const teamBetRounds = z.object({ view: z.literal('rounds'), list: z.array(teamBetRow), ...keysetInfo, totals: betTotals });

export const memberBetRow = betTotals.extend({ account: z.string() });
export type MemberBetRow = z.infer<typeof memberBetRow>;
export const teamBetMembers = z.object({ view: z.literal('members'), list: z.array(memberBetRow), ...pageInfo, totals: betTotals });

export const teamBetting = z.discriminatedUnion('view', [teamBetRounds, teamBetMembers]);
export type TeamBetting = z.infer<typeof teamBetting>;

// ---- user P&L statements (AGETEAMPNL3) ----

export const teamPnlQuery = z.object({
  ...range,
  /** Drill into this direct-or-deeper agent's team; the caller's own team when absent. */
  parent: account,
  page,
  size,
});
export type TeamPnlQuery = z.infer<typeof teamPnlQuery>;

const pnlFigures = {
  betAmount: moneyText,
  validBetAmount: moneyText,
  winAmount: moneyText,
  /** wins − bets, the player's side: red when positive (player winning), green when negative (the agent's profit). */
  profitAndLoss: moneyText,
  deposits: moneyText,
  withdrawals: moneyText,
};
export const pnlRow = z.object({
  account: z.string(),
  isAgent: z.boolean(),
  /** Members below this one (an agent's row sums itself and all of them). */
  teamSize: z.number(),
  ...pnlFigures,
});
export type PnlRow = z.infer<typeof pnlRow>;
export const teamPnl = z.object({
  /** From the caller down to the team shown: accounts for the breadcrumb. */
  path: z.array(z.string()),
  list: z.array(pnlRow),
  ...pageInfo,
  totals: z.object(pnlFigures),
});
export type TeamPnl = z.infer<typeof teamPnl>;

// ---- my income (AGEREV3) ----

export const INCOME_KINDS = ['agentRebate', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend', 'commission'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
/**
 * The transaction types of each income credited to the agent's main account; commission is what
 * its commission account received. Contract dividends are posted as `dividend` (db settlement),
 * the older share-bonus type as `share_bonus`. Only credits count: what the agent pays its own
 * downlines under their contracts (debits of the same types) is not income.
 */
export const INCOME_TX_TYPES: Record<Exclude<IncomeKind, 'commission'>, readonly string[]> = {
  agentRebate: ['agent_rebate'],
  dailySalary: ['daily_wage'],
  hourlySalary: ['hour_wage'],
  realtimeSalary: ['realtime_wage'],
  dividend: ['dividend', 'share_bonus'],
};

export const myIncomeQuery = z.object({ ...range, page, size });
const incomeFigures = z.object({ ...(Object.fromEntries(INCOME_KINDS.map((k) => [k, moneyText])) as Record<IncomeKind, typeof moneyText>), total: moneyText });
export type IncomeFigures = z.infer<typeof incomeFigures>;
export const myIncome = z.object({
  list: z.array(incomeFigures.extend({ date: day })),
  ...pageInfo,
  totals: incomeFigures,
});
export type MyIncome = z.infer<typeof myIncome>;

// ---- downline transaction details (AGEDOWNTRANS3) ----

const codeTypes = z
  .string()
  .max(400)
  .optional()
  .transform((text, ctx) => {
    const types = (text ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    if (types.some((t) => !(TX_TYPES as readonly string[]).includes(t) && !(SALARY_TX_TYPES as readonly string[]).includes(t))) {
      ctx.addIssue({ code: 'custom', message: 'codeTypes' });
    }
    return [...new Set(types)].sort();
  });

export const downlineTransactionsQuery = z.object({ ...range, codeTypes, account, cursor, size });
export type DownlineTransactionsQuery = z.infer<typeof downlineTransactionsQuery>;

/** A downline's posting: the member's own transaction row (contract/cashier-records.ts) and whose it is. */
export const downlineTransactionRow = transactionRow.extend({ account: z.string() });
export type DownlineTransactionRow = z.infer<typeof downlineTransactionRow>;
export const downlineTransactions = z.object({
  list: z.array(downlineTransactionRow),
  ...keysetInfo,
  /** Over the whole range and filters: rows, money in, money out, net. */
  totals: z.object({ count: z.number(), in: moneyText, out: moneyText, net: moneyText }),
});
export type DownlineTransactions = z.infer<typeof downlineTransactions>;

// ---- paths ----

export const AGENT_REPORT_PATHS = {
  teamOverview: '/wps/agent/teamOverview',
  teamBetting: '/wps/agent/reports/teamBetting',
  teamPnl: '/wps/agent/reports/teamPnl',
  myIncome: '/wps/agent/reports/myIncome',
  downlineTransactions: '/wps/agent/reports/downlineTransactions',
} as const;
export type AgentReport = Exclude<keyof typeof AGENT_REPORT_PATHS, 'teamOverview'>;
export const AGENT_REPORTS = ['teamBetting', 'teamPnl', 'myIncome', 'downlineTransactions'] as const satisfies readonly AgentReport[];

/** Each report's answer, by report. */
export interface ReportAnswers {
  teamBetting: TeamBetting;
  teamPnl: TeamPnl;
  myIncome: MyIncome;
  downlineTransactions: DownlineTransactions;
}
