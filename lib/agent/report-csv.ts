// The agent reports as CSV (money-and-agents §5.5 export): one header row, the rows as the JSON has
// them, then a totals row over the whole range. Cells are safe against CSV injection (contract/csv-cell.ts).
// UTF-8 with a byte-order mark (Thai in Excel).
import type {
  AgentReport,
  DownlineTransactionRow,
  IncomeFigures,
  MemberBetRow,
  PnlRow,
  TeamBetRow,
} from '@/contract/agent-reports';
import { wallClock } from '@/contract/zoned-time';
import { BUSINESS_TIME_ZONE } from '@/contract/business-time';
import { INCOME_KINDS } from '@/contract/agent-reports';
import { csvLine } from '@/contract/csv-cell';

/** Translates a column key of the `agentReports` namespace (`columns.time`, `totals`...). */
export type CsvLabel = (key: string) => string;

type Cell = string | number | boolean | null | undefined;
interface Column<R> {
  key: string;
  cell: (row: R) => Cell;
}

const line = csvLine;

/** A timestamp as the business day's wall-clock time, YYYY-MM-DD HH:mm:ss. */
export function csvTime(ms: number): string {
  const c = wallClock(new Date(ms), BUSINESS_TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;
}

const betColumns = [
  { key: 'columns.bet', cell: (r: { betAmount: string }) => r.betAmount },
  { key: 'columns.validBet', cell: (r: { validBetAmount: string }) => r.validBetAmount },
  { key: 'columns.win', cell: (r: { winAmount: string }) => r.winAmount },
  { key: 'columns.profitAndLoss', cell: (r: { profitAndLoss: string }) => r.profitAndLoss },
];

/** The columns of each report's CSV (`teamBettingMembers` is the per-member view). */
export const CSV_COLUMNS = {
  teamBetting: [
    { key: 'columns.time', cell: (r: TeamBetRow) => csvTime(r.betTimeInTimestamp) },
    { key: 'columns.account', cell: (r: TeamBetRow) => r.account },
    { key: 'columns.game', cell: (r: TeamBetRow) => r.gameName },
    { key: 'columns.gameType', cell: (r: TeamBetRow) => r.gameType },
    ...betColumns,
  ] as Column<TeamBetRow>[],
  teamBettingMembers: [
    { key: 'columns.account', cell: (r: MemberBetRow) => r.account },
    { key: 'columns.rounds', cell: (r: MemberBetRow) => r.rounds },
    ...betColumns,
  ] as Column<MemberBetRow>[],
  teamPnl: [
    { key: 'columns.account', cell: (r: PnlRow) => r.account },
    { key: 'columns.teamSize', cell: (r: PnlRow) => r.teamSize },
    ...betColumns,
    { key: 'columns.deposits', cell: (r: PnlRow) => r.deposits },
    { key: 'columns.withdrawals', cell: (r: PnlRow) => r.withdrawals },
  ] as Column<PnlRow>[],
  myIncome: [
    { key: 'columns.date', cell: (r: IncomeFigures & { date: string }) => r.date },
    ...INCOME_KINDS.map((kind) => ({ key: `income.${kind}`, cell: (r: IncomeFigures) => r[kind] })),
    { key: 'income.total', cell: (r: IncomeFigures) => r.total },
  ] as Column<IncomeFigures & { date: string }>[],
  downlineTransactions: [
    { key: 'columns.time', cell: (r: DownlineTransactionRow) => csvTime(r.txTimeInTimestamp) },
    { key: 'columns.account', cell: (r: DownlineTransactionRow) => r.account },
    { key: 'columns.type', cell: (r: DownlineTransactionRow) => r.txTypeId },
    { key: 'columns.orderNo', cell: (r: DownlineTransactionRow) => r.orderNo },
    { key: 'columns.remark', cell: (r: DownlineTransactionRow) => r.remark },
    { key: 'columns.amount', cell: (r: DownlineTransactionRow) => r.amount },
    { key: 'columns.balance', cell: (r: DownlineTransactionRow) => r.currentAvailBalance },
  ] as Column<DownlineTransactionRow>[],
};
export type CsvReport = keyof typeof CSV_COLUMNS;

export const csvHeader = (report: CsvReport, label: CsvLabel) => `\uFEFF${line(CSV_COLUMNS[report].map((c) => label(c.key)))}`;

export function csvLines(report: CsvReport, rows: readonly unknown[]): string {
  const columns = CSV_COLUMNS[report] as Column<unknown>[];
  return rows.map((row) => line(columns.map((c) => c.cell(row)))).join('');
}

/**
 * The totals row: its label in the first column, then each total under the column of the same
 * key (money in/out/net of the transaction report go under the amount column as three rows).
 */
export function csvTotals(report: CsvReport, totals: Record<string, unknown>, label: CsvLabel): string {
  const columns = CSV_COLUMNS[report] as Column<unknown>[];
  if (report === 'downlineTransactions') {
    const amount = columns.findIndex((c) => c.key === 'columns.amount');
    return (['in', 'out', 'net'] as const)
      .map((part) => line(columns.map((_, i) => (i === 0 ? label(`totals.${part}`) : i === amount ? (totals[part] as string) : i === 1 ? String(totals.count) : ''))))
      .join('');
  }
  const sample = { ...totals, account: label('totals.all'), date: label('totals.all'), betTimeInTimestamp: undefined };
  return line(columns.map((c, i) => (i === 0 ? label('totals.all') : c.key === 'columns.time' ? '' : (c.cell(sample) as Cell))));
}

/** A whole report as one CSV text (the BFF streams the same pieces page by page). */
export function reportCsv(report: CsvReport, rows: readonly unknown[], totals: Record<string, unknown>, label: CsvLabel): string {
  return csvHeader(report, label) + csvLines(report, rows) + csvTotals(report, totals, label);
}

/** Parses our own CSV back into cells (tests, and anyone checking an export). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split('\r\n')) {
    if (raw === '') continue;
    const cells: string[] = [];
    const pattern = /"((?:[^"]|"")*)"(?:,|$)/g;
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(raw))) cells.push(match[1].replace(/""/g, '"'));
    rows.push(cells);
  }
  return rows;
}

/** Which CSV a report's query exports. */
export const csvReportOf = (report: AgentReport, view?: string): CsvReport => (report === 'teamBetting' && view === 'members' ? 'teamBettingMembers' : report);
