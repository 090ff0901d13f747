'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { JobReport, PlatformHealth, QueueReport, ReconcileRun, ScheduleReport } from '@/contract/operations';
import { api } from '@bo/lib/client/api';
import { useCan } from '../layout/staff-provider';
import { DataTable, type Column } from '../ui/data-table';
import { ErrorAlert } from '../ui/error-text';
import { QueryState } from '../ui/query-state';

/** How often the job queue and the health are read again while the screen is open. */
const REFRESH_MS = 10_000;

/**
 * The platform at work: its health (database, start warnings), every job queue with what waits, its
 * lag and its last completion and failure, every schedule; and the ledger's reconcile, its last run
 * and a new one on demand (it reads every posting), with its time, who ran it and its findings.
 */
export function OperationsOverview() {
  const t = useTranslations('operations');
  const format = useFormatter();
  const can = useCan();
  const health = useSWR<PlatformHealth>('/api/operations/health', { refreshInterval: REFRESH_MS });
  const jobs = useSWR<JobReport>('/api/operations/jobs', { refreshInterval: REFRESH_MS });

  const queueColumns = useMemo<Column<QueueReport>[]>(() => {
    const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' }) : '—');
    return [
      { id: 'name', header: t('queue'), cell: ({ row }) => <span className="mono">{row.original.name}</span> },
      { id: 'waiting', header: t('waiting'), cell: ({ row }) => row.original.waiting },
      { id: 'active', header: t('active'), cell: ({ row }) => row.original.active },
      { id: 'retrying', header: t('retrying'), cell: ({ row }) => row.original.retrying },
      { id: 'failed', header: t('failed'), cell: ({ row }) => (row.original.failed > 0 ? <span className="badge badge-disabled">{row.original.failed}</span> : 0) },
      { id: 'lag', header: t('lag'), cell: ({ row }) => t('seconds', { count: row.original.lagSeconds }) },
      { id: 'lastCompleted', header: t('lastCompleted'), cell: ({ row }) => when(row.original.lastCompletedAt) },
      { id: 'lastFailed', header: t('lastFailed'), cell: ({ row }) => when(row.original.lastFailedAt) },
    ];
  }, [t, format]);
  const scheduleColumns = useMemo<Column<ScheduleReport>[]>(
    () => [
      { id: 'name', header: t('schedule'), cell: ({ row }) => <span className="mono">{row.original.name}</span> },
      { id: 'cron', header: t('cron'), cell: ({ row }) => <span className="mono">{row.original.cron}</span> },
      { id: 'timezone', header: t('timezone'), cell: ({ row }) => row.original.timezone },
    ],
    [t],
  );

  return (
    <>
      <section className="panel" aria-labelledby="health-title">
        <h2 id="health-title">{t('healthTitle')}</h2>
        <QueryState data={health.data && [health.data]} error={health.error} isLoading={health.isLoading} retry={() => health.mutate()} empty={t('healthUnknown')}>
          {([state]) => (
            <dl className="facts" data-testid="platform-health">
              <dt>{t('state')}</dt>
              <dd>{state.ok ? <span className="badge badge-active">{t('up')}</span> : <span className="badge badge-disabled">{t('down')}</span>}</dd>
              <dt>{t('database')}</dt>
              <dd className="mono">{state.database}</dd>
              <dt>{t('warnings')}</dt>
              <dd>{state.warnings.length > 0 ? state.warnings.map((warning) => <span key={warning} className="badge badge-disabled mono">{warning}</span>) : t('noWarnings')}</dd>
            </dl>
          )}
        </QueryState>
      </section>
      {can('ledger:read') ? <Reconcile /> : null}
      <QueryState data={jobs.data?.queues} error={jobs.error} isLoading={jobs.isLoading} retry={() => jobs.mutate()} empty={t('noJobs')}>
        {(queues) => <DataTable caption={t('queuesCaption')} columns={queueColumns} data={queues} rowId={(row) => row.name} />}
      </QueryState>
      <QueryState data={jobs.data?.schedules} error={jobs.error} isLoading={jobs.isLoading} retry={() => jobs.mutate()} empty={t('noSchedules')}>
        {(schedules) => <DataTable caption={t('schedulesCaption')} columns={scheduleColumns} data={schedules} rowId={(row) => row.name} />}
      </QueryState>
    </>
  );
}

/**
 * The ledger's reconcile: the last run kept by the platform (whoever ran it: staff, a key, the
 * metrics' periodic check), and a new run when asked — whole or not, and each kind of finding counted.
 */
function Reconcile() {
  const t = useTranslations('operations');
  const format = useFormatter();
  const runs = useSWR<ReconcileRun[]>('/api/operations/reconcile');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      const { data } = await api<ReconcileRun>('/api/operations/reconcile', { method: 'POST', body: {} });
      await runs.mutate((previous) => [data, ...(previous ?? [])], { revalidate: false });
    } catch (failure) {
      setError(failure);
    } finally {
      setRunning(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="reconcile-title">
      <h2 id="reconcile-title">{t('reconcileTitle')}</h2>
      <p className="hint">{t('reconcileHint')}</p>
      <button type="button" className="primary" onClick={run} disabled={running} aria-busy={running}>
        {t('runReconcile')}
      </button>
      <ErrorAlert error={error} />
      <div role="status">
        <QueryState data={runs.data} error={runs.error} isLoading={runs.isLoading} retry={() => runs.mutate()} empty={t('noReconcileRun')}>
          {([last]) => (
            <dl className="facts" data-testid="reconcile-result">
              <dt>{t('ranAt')}</dt>
              <dd>{format.dateTime(new Date(last.ranAt), { dateStyle: 'short', timeStyle: 'medium' })}</dd>
              <dt>{t('ranBy')}</dt>
              <dd className="mono">{last.ranBy}</dd>
              <dt>{t('verdict')}</dt>
              <dd>{last.report.ok ? <span className="badge badge-active">{t('whole')}</span> : <span className="badge badge-disabled">{t('notWhole')}</span>}</dd>
              <dt>{t('entries')}</dt>
              <dd>{format.number(last.report.entries)}</dd>
              <dt>{t('postings')}</dt>
              <dd>{format.number(last.report.postings)}</dd>
              <dt>{t('total')}</dt>
              <dd className="mono">{last.report.total}</dd>
              <dt>{t('findings')}</dt>
              <dd>
                {t('findingsCounts', {
                  unbalanced: last.report.unbalancedEntries.length,
                  accounts: last.report.accountsOff.length,
                  rounds: last.report.roundsWithoutEntry + last.report.spinEntriesWithoutRound,
                  dangling: last.report.danglingReferences,
                })}
              </dd>
            </dl>
          )}
        </QueryState>
      </div>
    </section>
  );
}
