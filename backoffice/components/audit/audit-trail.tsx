'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { auditFilterSchema, type AuditFilter, type AuditRow } from '@/contract/admin-api';
import { DataTable, type Column } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { AuditChange } from './audit-change';
import { useAuditChangeLabels } from './audit-change-labels';

const PAGE = 100;

function queryOf(filter: AuditFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  return query.toString();
}

/** The audit trail: who did what to which object, when, from where, why; filtered, paged back, exported as CSV. */
export function AuditTrail() {
  const t = useTranslations('audit');
  const format = useFormatter();
  const labels = useAuditChangeLabels();
  const [filter, setFilter] = useState<AuditFilter>({});
  const form = useForm<AuditFilter>({ resolver: zodResolver(auditFilterSchema), defaultValues: { objectType: '', objectId: '', actor: '' } });
  const { data, error, isLoading, mutate } = useSWR<AuditRow[]>(`/api/audit?${queryOf(filter)}`);
  const search = form.handleSubmit((values) => setFilter({ objectType: values.objectType || undefined, objectId: values.objectId || undefined, actor: values.actor || undefined }));
  // The filter without its page: what the CSV exports and the first page shows.
  const exported: AuditFilter = { ...filter, before: undefined };

  const columns = useMemo<Column<AuditRow>[]>(
    () => [
      { id: 'at', header: t('at'), cell: ({ row }) => <time dateTime={row.original.at}>{format.dateTime(new Date(row.original.at), { dateStyle: 'short', timeStyle: 'medium' })}</time> },
      { id: 'actor', header: t('actor'), cell: ({ row }) => row.original.actor },
      { id: 'action', header: t('action'), cell: ({ row }) => <span className="mono">{row.original.action}</span> },
      { id: 'object', header: t('object'), cell: ({ row }) => [row.original.objectType, row.original.objectId].filter(Boolean).join(' ') || '—' },
      { id: 'change', header: t('change'), cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} labels={labels} /> },
      { id: 'reason', header: t('reason'), cell: ({ row }) => row.original.reason ?? '—' },
      { id: 'status', header: t('status'), cell: ({ row }) => row.original.status },
      { id: 'address', header: t('address'), cell: ({ row }) => row.original.address ?? '—' },
    ],
    [t, format, labels],
  );

  return (
    <>
      <form className="panel inline-form" onSubmit={search} role="search" aria-label={t('filter')}>
        <div className="field">
          <label htmlFor="audit-object-type">{t('objectType')}</label>
          <input id="audit-object-type" placeholder={t('objectTypeExample')} {...form.register('objectType')} />
        </div>
        <div className="field">
          <label htmlFor="audit-object-id">{t('objectId')}</label>
          <input id="audit-object-id" {...form.register('objectId')} />
        </div>
        <div className="field">
          <label htmlFor="audit-actor">{t('actor')}</label>
          <input id="audit-actor" placeholder={t('actorExample')} {...form.register('actor')} />
        </div>
        <button type="submit" className="primary">
          {t('search')}
        </button>
        <a className="button" href={`/api/audit?${queryOf(exported)}&format=csv`} download>
          {t('exportCsv')}
        </a>
      </form>
      <QueryState data={data} error={error} isLoading={isLoading} retry={() => mutate()} empty={t('empty')}>
        {(rows) => (
          <>
            <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => row.id} />
            <div className="toolbar">
              {filter.before ? (
                <button type="button" onClick={() => setFilter(exported)}>
                  {t('newest')}
                </button>
              ) : null}
              {rows.length === PAGE ? (
                <button type="button" onClick={() => setFilter({ ...exported, before: rows[rows.length - 1].id })}>
                  {t('older')}
                </button>
              ) : null}
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
