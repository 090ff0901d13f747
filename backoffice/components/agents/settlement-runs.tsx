'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import useSWR from 'swr';
import { HOURLY_RUNS, SETTLEMENT_RUN_NAMES, businessDayBefore, settlementRerunInput, type SettlementRerunResult, type SettlementRunName, type SettlementRunRow, type SettlementRunsPage } from '@/contract/agent-admin';
import { CONTRACT_KINDS, type ContractKind } from '@/contract/agent-contracts';
import { api } from '@bo/lib/client/api';
import { useCan } from '../layout/staff-provider';
import { DataTable, type Column } from '../ui/data-table';
import { Modal } from '../ui/modal';
import { useMoney } from '../ui/money';
import { QueryState } from '../ui/query-state';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';

const PAGE_SIZE = 25;

interface RerunForm {
  run: SettlementRunName;
  day: string;
  hour: number | undefined;
}

/**
 * The settlement runs (money-and-agents §5.6), newest period first: per kind and period, when it
 * ran and what its records hold. Re-running a day (or an hour of it) pays only what was not paid
 * yet — said in the confirmation, shown in the result.
 */
export function SettlementRuns() {
  const t = useTranslations('agents');
  const can = useCan();
  const money = useMoney();
  const format = useFormatter();
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [page, setPage] = useState(1);
  const runs = useSWR<SettlementRunsPage>(`/api/agents/settlement-runs?${new URLSearchParams({ ...(kind ? { kind } : {}), page: String(page), size: String(PAGE_SIZE) })}`);
  const pages = runs.data ? Math.max(1, Math.ceil(runs.data.total / PAGE_SIZE)) : 1;

  const columns = useMemo<Column<SettlementRunRow>[]>(
    () => [
      { id: 'period', header: t('period'), cell: ({ row }) => <span className="mono">{row.original.periodKey}</span> },
      { id: 'run', header: t('run'), cell: ({ row }) => t(`runs.${row.original.run}`) },
      { id: 'ranAt', header: t('ranAt'), cell: ({ row }) => format.dateTime(new Date(row.original.ranAt), { dateStyle: 'short', timeStyle: 'short' }) },
      { id: 'records', header: t('records'), cell: ({ row }) => row.original.records },
      { id: 'paid', header: t('paid'), cell: ({ row }) => row.original.paid },
      { id: 'unpaid', header: t('unpaid'), cell: ({ row }) => (row.original.unpaid > 0 ? <span className="badge badge-wait">{row.original.unpaid}</span> : 0) },
      { id: 'failed', header: t('failed'), cell: ({ row }) => (row.original.failed > 0 ? <span className="badge badge-risk">{row.original.failed}</span> : 0) },
      { id: 'paidAmount', header: t('paidAmount'), cell: ({ row }) => <span className="amount">{money(row.original.paidAmount)}</span> },
    ],
    [t, format, money],
  );

  return (
    <>
      {can('agents:settle') ? <RerunPanel onDone={() => runs.mutate()} /> : null}
      <section className="panel" aria-labelledby="runs-title">
        <h2 id="runs-title">{t('runsTitle')}</h2>
        <div className="toolbar">
          <label htmlFor="runs-kind">{t('kind')}</label>
          <select
            id="runs-kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ContractKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('allKinds')}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <QueryState data={runs.data?.rows} error={runs.error} isLoading={runs.isLoading} retry={() => runs.mutate()} empty={t('noRuns')}>
          {(rows) => (
            <>
              <DataTable caption={t('runsTitle')} columns={columns} data={rows} rowId={(row) => `${row.kind}:${row.periodKey}`} />
              <nav className="toolbar" aria-label={t('runsPages')}>
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('previous')}
                </button>
                <span>{t('pageOf', { page, pages })}</span>
                <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('next')}
                </button>
              </nav>
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}

/** Re-run a period: the form, a confirmation that says only what was not paid yet is paid, then the result. */
function RerunPanel({ onDone }: { onDone: () => void }) {
  const t = useTranslations('agents');
  const money = useMoney();
  const fieldText = useScopedFieldText('agents');
  const errorText = useScopedErrorText('agents');
  const [asked, setAsked] = useState<RerunForm | null>(null);
  const [result, setResult] = useState<SettlementRerunResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const yesterday = businessDayBefore(1);
  const form = useForm<RerunForm>({ resolver: zodResolver(settlementRerunInput) as unknown as Resolver<RerunForm>, defaultValues: { run: 'daily-salary', day: yesterday, hour: undefined } });
  const { errors } = form.formState;
  const run = useWatch({ control: form.control, name: 'run' });
  const hourly = HOURLY_RUNS.includes(run);
  const review = form.handleSubmit((values) => {
    setError(null);
    setAsked({ ...values, hour: hourly ? values.hour : undefined });
  });
  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await api<SettlementRerunResult>('/api/agents/settlement-runs', { method: 'POST', body: asked.hour === undefined ? { run: asked.run, day: asked.day } : asked });
      setResult(data);
      setAsked(null);
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const periodText = (value: { day: string; hour?: number | null }) =>
    value.hour === undefined || value.hour === null ? value.day : t('dayHour', { day: value.day, hour: String(value.hour).padStart(2, '0') });

  return (
    <section className="panel" aria-labelledby="rerun-title">
      <h2 id="rerun-title">{t('rerunTitle')}</h2>
      <p className="hint">{t('rerunIntro')}</p>
      <form className="rerun-form" onSubmit={review} noValidate>
        <div className="field">
          <label htmlFor="rerun-run">{t('run')}</label>
          <select id="rerun-run" {...form.register('run')}>
            {SETTLEMENT_RUN_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`runs.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rerun-day">{t('day')}</label>
          <input id="rerun-day" type="date" max={businessDayBefore(0)} aria-invalid={errors.day ? true : undefined} aria-describedby="rerun-day-hint" {...form.register('day')} />
          <p id="rerun-day-hint" className={errors.day ? 'field-error' : 'hint'}>
            {errors.day ? fieldText(errors.day.message) : t('dayHint')}
          </p>
        </div>
        {hourly ? (
          <div className="field">
            <label htmlFor="rerun-hour">{t('hour')}</label>
            <select id="rerun-hour" aria-invalid={errors.hour ? true : undefined} {...form.register('hour', { setValueAs: (value: string) => (value === '' || value === undefined ? undefined : Number(value)) })}>
              <option value="">{t('everyHour')}</option>
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={hour}>
                  {String(hour).padStart(2, '0')}:00
                </option>
              ))}
            </select>
            {errors.hour ? <p className="field-error">{fieldText(errors.hour.message)}</p> : null}
          </div>
        ) : null}
        <button type="submit" className="primary">
          {t('rerun')}
        </button>
      </form>
      {result ? (
        <div role="status" className="alert alert-ok rerun-result" data-testid="rerun-result">
          <p>
            <strong>{t('resultTitle', { run: t(`runs.${result.run}`), period: periodText(result) })}</strong>
          </p>
          <p>{t('resultPaidNow', { count: result.report.paid, amount: money(result.report.amount) })}</p>
          <p>{t('resultAlreadyPaid', { count: result.before.paid, amount: money(result.before.paidAmount) })}</p>
          {result.after.unpaid > 0 ? <p>{t('resultUnpaid', { count: result.after.unpaid, amount: money(result.after.unpaidAmount) })}</p> : null}
        </div>
      ) : null}
      <Modal open={asked !== null} title={asked ? t('confirmTitle', { run: t(`runs.${asked.run}`), period: periodText(asked) }) : ''} onClose={() => setAsked(null)}>
        {() => (
          <>
            <div className="modal-body">
              <p>{t('confirmBody')}</p>
            </div>
            {error ? (
              <p role="alert" className="alert alert-error">
                {errorText(error)}
              </p>
            ) : null}
            <div className="modal-actions">
              <button type="button" onClick={() => setAsked(null)} autoFocus>
                {t('cancel')}
              </button>
              <button type="button" className="primary" onClick={confirm} disabled={busy} aria-busy={busy}>
                {t('confirmRerun')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}
