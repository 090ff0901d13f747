'use client';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { dailyRangeProblem, type DailyReport, type DailyRow } from '@/contract/operator-reports';
import { DataTable, type Column } from '../ui/data-table';
import { ErrorAlert } from '../ui/error-text';
import { useMoney } from '../ui/money';
import { QueryState } from '../ui/query-state';
import { useScopedErrorText } from '../ui/scoped-text';
import { DailyChart } from './daily-chart';
import { PRESETS, presetRange, type Preset, type ReportRange as Range } from './report-range';

type Play = DailyRow['ggrByGameType'][number];

/**
 * The operator's daily report: a range (today, the last 7 days, this month, or two dates), the
 * range's totals, GGR and net deposits per day as a chart, the days as a table, GGR by game type
 * and by vendor, and the same figures as a CSV download.
 */
export function DailyReportView() {
  const t = useTranslations('reports');
  const money = useMoney();
  const errorText = useScopedErrorText('reports');
  const [preset, setPreset] = useState<Preset>('today');
  const [range, setRange] = useState<Range>(() => presetRange('today'));
  const [draft, setDraft] = useState<Range>(range);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useSWR<DailyReport>(`/api/reports/daily?${new URLSearchParams({ ...range })}`);

  const choose = (next: Preset) => {
    setPreset(next);
    setProblem(null);
    if (next !== 'custom') {
      const picked = presetRange(next);
      setRange(picked);
      setDraft(picked);
    }
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const wrong = dailyRangeProblem(draft.from, draft.to);
    setProblem(wrong ? t(`errors.${wrong}`) : null);
    if (!wrong) setRange(draft);
  };

  const dayColumns = useMemo<Column<DailyRow>[]>(
    () => [
      { id: 'day', header: t('day'), cell: ({ row }) => <span className="mono">{row.original.day}</span> },
      { id: 'deposits', header: t('deposits'), cell: ({ row }) => `${money(row.original.deposits.amount)} (${row.original.deposits.count})` },
      { id: 'withdrawals', header: t('withdrawals'), cell: ({ row }) => `${money(row.original.withdrawals.amount)} (${row.original.withdrawals.count})` },
      { id: 'stakes', header: t('stakes'), cell: ({ row }) => money(row.original.stakes) },
      { id: 'payouts', header: t('payouts'), cell: ({ row }) => money(row.original.payouts) },
      { id: 'ggr', header: t('ggr'), cell: ({ row }) => money(row.original.ggr) },
      { id: 'bonus', header: t('bonusCost'), cell: ({ row }) => money(row.original.bonusCost) },
      { id: 'new', header: t('newMembers'), cell: ({ row }) => row.original.newMembers },
      { id: 'active', header: t('activeMembers'), cell: ({ row }) => row.original.activeMembers },
      { id: 'agents', header: t('agentPayouts'), cell: ({ row }) => money(row.original.agentPayouts) },
    ],
    [t, money],
  );
  const playColumns = useMemo<Column<Play>[]>(
    () => [
      { id: 'name', header: t('name'), cell: ({ row }) => <span className="mono">{row.original.name}</span> },
      { id: 'stakes', header: t('stakes'), cell: ({ row }) => money(row.original.stakes) },
      { id: 'payouts', header: t('payouts'), cell: ({ row }) => money(row.original.payouts) },
      { id: 'ggr', header: t('ggr'), cell: ({ row }) => money(row.original.ggr) },
    ],
    [t, money],
  );

  const data = report.data;
  const totals = data?.totals;
  return (
    <>
      <form className="panel report-range" onSubmit={applyCustom} aria-labelledby="report-range-title">
        <h2 id="report-range-title" className="visually-hidden">
          {t('range')}
        </h2>
        <fieldset>
          <legend className="visually-hidden">{t('range')}</legend>
          {PRESETS.map((p) => (
            <button key={p} type="button" aria-pressed={preset === p} onClick={() => choose(p)}>
              {t(`presets.${p}`)}
            </button>
          ))}
        </fieldset>
        {preset === 'custom' ? (
          <>
            <div className="field">
              <label htmlFor="report-from">{t('from')}</label>
              <input id="report-from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} required />
            </div>
            <div className="field">
              <label htmlFor="report-to">{t('to')}</label>
              <input id="report-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} required />
            </div>
            <button type="submit">{t('show')}</button>
          </>
        ) : null}
        <a className="button" href={`/api/reports/daily.csv?${new URLSearchParams({ ...range })}`} download>
          {t('downloadCsv')}
        </a>
      </form>
      {problem ? (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      ) : null}
      <p className="hint" role="status">
        {t('showing', { from: range.from, to: range.to })}
      </p>
      {report.error && data ? <ErrorAlert error={report.error} /> : null}
      {report.error && !data ? (
        <div className="query-state">
          <p role="alert" className="alert alert-error">
            {errorText(report.error)}
          </p>
          <button type="button" onClick={() => void report.mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <QueryState data={data?.days} error={null} isLoading={report.isLoading} retry={() => void report.mutate()} empty={t('empty')}>
          {(days) => (
            <>
              {totals && isQuiet(totals) ? <p className="query-state empty">{t('empty')}</p> : null}
              {totals ? (
                <ul className="report-totals" aria-label={t('totals')}>
                  <Tile label={t('deposits')} value={money(totals.deposits.amount)} note={t('count', { count: totals.deposits.count })} />
                  <Tile label={t('withdrawals')} value={money(totals.withdrawals.amount)} note={t('count', { count: totals.withdrawals.count })} />
                  <Tile label={t('ggr')} value={money(totals.ggr)} note={t('ggrNote', { stakes: money(totals.stakes), payouts: money(totals.payouts) })} />
                  <Tile label={t('bonusCost')} value={money(totals.bonusCost)} note={totals.bonusByKind.map((b) => `${kindLabel(t, b.name)} ${money(b.amount)}`).join(', ')} />
                  <Tile label={t('newMembers')} value={String(totals.newMembers)} />
                  <Tile label={t('activeMembers')} value={String(totals.activeMembers)} />
                  <Tile label={t('agentPayouts')} value={money(totals.agentPayouts)} note={totals.agentPayoutsByKind.map((b) => `${kindLabel(t, b.name)} ${money(b.amount)}`).join(', ')} />
                </ul>
              ) : null}
              <DailyChart
                days={days.map((d) => ({ day: d.day, ggr: d.ggr, deposits: d.deposits.amount, withdrawals: d.withdrawals.amount }))}
                labels={{ title: t('chartTitle'), ggr: t('ggr'), netDeposits: t('netDeposits') }}
              />
              <h2>{t('perDay')}</h2>
              <DataTable caption={t('perDay')} columns={dayColumns} data={days} rowId={(row) => row.day} />
              <div className="report-breakdowns">
                <section aria-labelledby="report-by-type">
                  <h2 id="report-by-type">{t('byGameType')}</h2>
                  {totals && totals.ggrByGameType.length > 0 ? (
                    <DataTable caption={t('byGameType')} columns={playColumns} data={totals.ggrByGameType} rowId={(row) => row.name} />
                  ) : (
                    <p className="query-state empty">{t('noPlay')}</p>
                  )}
                </section>
                <section aria-labelledby="report-by-vendor">
                  <h2 id="report-by-vendor">{t('byVendor')}</h2>
                  {totals && totals.ggrByVendor.length > 0 ? (
                    <DataTable caption={t('byVendor')} columns={playColumns} data={totals.ggrByVendor} rowId={(row) => row.name} />
                  ) : (
                    <p className="query-state empty">{t('noPlay')}</p>
                  )}
                </section>
              </div>
            </>
          )}
        </QueryState>
      )}
    </>
  );
}

/** Nothing at all happened in the range: its rows are all zero. */
function isQuiet(totals: DailyReport['totals']): boolean {
  return (
    totals.deposits.count === 0 &&
    totals.withdrawals.count === 0 &&
    totals.ggrByGameType.length === 0 &&
    totals.bonusByKind.length === 0 &&
    totals.agentPayoutsByKind.length === 0 &&
    totals.newMembers === 0
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li>
      <span className="muted small">{label}</span>
      <span className="figure">{value}</span>
      {note ? <span className="muted small">{note}</span> : null}
    </li>
  );
}

/** An entry kind's name in the staff member's language, the code itself when it has none. */
function kindLabel(t: ReturnType<typeof useTranslations<'reports'>>, kind: string): string {
  const known = t as unknown as { has(key: string): boolean; (key: string): string };
  return known.has(`kinds.${kind}`) ? known(`kinds.${kind}`) : kind;
}
