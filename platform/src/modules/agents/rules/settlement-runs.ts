// Settlement runs as staff see them (issue #28 "Agents"; money-and-agents §5.6). A run is not a row
// of its own: its records are, one per contract and period (agent_settlements), so a run reads as
// its records grouped by kind and period — when they were made, how many were paid, left unpaid or
// rejected, and what was paid. Re-running a period is the operator's run (modules/agents/rules/settlement.ts),
// which claims each contract's period once and pays each record by a compare-and-set: a record paid
// before stays paid once, however many staff re-run the period at the same moment.
import { sql, type SQL } from 'drizzle-orm';
import {
  SETTLEMENT_RUNS,
  runOfKind,
  type PeriodTotals,
  type SettlementRerunInput,
  type SettlementRerunResult,
  type SettlementRunsPage,
} from '../../../../../contract/agent-admin';
import type { ContractKind } from '../../../../../contract/agent-contracts';
import { fromMinor } from '../../../../../contract/money';
import type { Db, Executor } from '../../../core/database/client';
import type { AccountDirectory } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { ApiError } from '../../../core/http/envelope';
import { runSettlement } from './settlement';
import { dayPeriod, hourPeriods, localDayOf } from './settlement-periods';

interface TotalsRow {
  records: number;
  paid: number;
  unpaid: number;
  failed: number;
  paid_amount: string;
  unpaid_amount: string;
}

const totalsColumns = sql`count(*)::int as records,
  count(*) filter (where status = 'A')::int as paid,
  count(*) filter (where status = 'P')::int as unpaid,
  count(*) filter (where status = 'R')::int as failed,
  coalesce(sum(amount) filter (where status = 'A'), 0)::text as paid_amount,
  coalesce(sum(amount) filter (where status = 'P'), 0)::text as unpaid_amount`;

const totalsOf = (row: TotalsRow | undefined): PeriodTotals => ({
  records: Number(row?.records ?? 0),
  paid: Number(row?.paid ?? 0),
  unpaid: Number(row?.unpaid ?? 0),
  failed: Number(row?.failed ?? 0),
  paidAmount: fromMinor(BigInt(row?.paid_amount ?? 0)),
  unpaidAmount: fromMinor(BigInt(row?.unpaid_amount ?? 0)),
});

const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/** The runs, newest period first, one page; of one kind or all. */
export async function settlementRuns(ex: Executor, query: { kind?: ContractKind; page: number; size: number }): Promise<SettlementRunsPage> {
  const where = query.kind === undefined ? sql`true` : sql`kind = ${query.kind}`;
  const rows = rowsOf<TotalsRow & { kind: ContractKind; period_key: string; period_start: number; period_end: number; ran_at: number; last_paid_at: number | null }>(
    await ex.execute(sql`
      select kind, period_key, ${epochMs(sql`period_start`)} as period_start, ${epochMs(sql`period_end`)} as period_end,
        ${epochMs(sql`min(created_at)`)} as ran_at, ${epochMs(sql`max(paid_at)`)} as last_paid_at, ${totalsColumns}
      from agent_settlements where ${where}
      group by kind, period_key, period_start, period_end
      order by period_start desc, kind, period_key
      limit ${query.size} offset ${(query.page - 1) * query.size}`),
  );
  const [counted] = rowsOf<{ n: number }>(await ex.execute(sql`select count(*)::int as n from (select 1 from agent_settlements where ${where} group by kind, period_key) runs`));
  return {
    rows: rows.map((row) => ({
      kind: row.kind,
      run: runOfKind(row.kind),
      periodKey: row.period_key,
      periodStart: Number(row.period_start),
      periodEnd: Number(row.period_end),
      ranAt: Number(row.ran_at),
      lastPaidAt: row.last_paid_at === null ? null : Number(row.last_paid_at),
      ...totalsOf(row),
    })),
    total: Number(counted?.n ?? 0),
    page: query.page,
    size: query.size,
  };
}

/**
 * The records a run of `input` settles: the day's (or the hour's) periods; for the dividend, the
 * periods that contain the day (a day, week, half-month or month, by contract).
 */
export async function periodTotals(ex: Executor, input: SettlementRerunInput): Promise<PeriodTotals> {
  const kind = SETTLEMENT_RUNS[input.run];
  const span = input.hour === undefined ? dayPeriod(input.day) : hourPeriods(input.day, input.hour, false)[0];
  const [start, end] = [span.start.toISOString(), span.end.toISOString()];
  const within =
    kind === 'dividend'
      ? sql`period_start <= ${start}::timestamptz and period_end >= ${end}::timestamptz`
      : sql`period_start >= ${start}::timestamptz and period_end <= ${end}::timestamptz`;
  const [row] = rowsOf<TotalsRow>(await ex.execute(sql`select ${totalsColumns} from agent_settlements where kind = ${kind} and ${within}`));
  return totalsOf(row);
}

export const settlementErrors = { dayInFuture: () => new ApiError(400, 'day_in_future', 'That business day has not started yet') };

/**
 * Re-runs a period as the scheduled job does and says what it paid now against what the period's
 * records held before. A day after today (business time zone) is refused: nothing of it has ended.
 */
export async function rerunPeriod(db: Db, directory: AccountDirectory, input: SettlementRerunInput, now = new Date()): Promise<SettlementRerunResult> {
  if (input.day > localDayOf(now).day) throw settlementErrors.dayInFuture();
  const before = await periodTotals(db, input);
  const report = await runSettlement(db, directory, { run: input.run, day: input.day, hour: input.hour }, now);
  const after = await periodTotals(db, input);
  return { run: input.run, day: input.day, hour: input.hour ?? null, report, before, after };
}
