'use client';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { DepositQueueRow } from '@/contract/admin-api';
import { api } from '@bo/lib/client/api';
import { useCan } from '../layout/staff-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, type Column } from '../ui/data-table';
import { useMoney } from '../ui/money';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { ReasonDialog } from '../ui/reason-dialog';

type Pending = { kind: 'approve' | 'reject'; row: DepositQueueRow } | null;

/** Deposits waiting for a decision: who paid, under which name, how much, since when, the slip; approve or reject. */
export function DepositQueue() {
  const t = useTranslations('deposits');
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  const money = useMoney();
  const can = useCan();
  const mayDecide = can('deposits:approve');
  const { data, error, isLoading, mutate } = useSWR<DepositQueueRow[]>('/api/deposits');
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo(() => {
    const list: Column<DepositQueueRow>[] = [
      { id: 'order', header: t('order'), cell: ({ row }) => <span className="mono">{row.original.depositId}</span> },
      { id: 'member', header: t('member'), cell: ({ row }) => row.original.account },
      {
        id: 'names',
        header: t('names'),
        cell: ({ row }) => {
          const { payerName, realName, payerMatchesRealName } = row.original;
          return (
            <dl className="names">
              <dt>{t('payerName')}</dt>
              <dd>{payerName ?? '—'}</dd>
              <dt>{t('memberName')}</dt>
              <dd>{realName ?? '—'}</dd>
              {payerMatchesRealName === false ? <dd className="badge badge-risk">{t('namesDiffer')}</dd> : null}
            </dl>
          );
        },
      },
      {
        id: 'amount',
        header: t('amount'),
        cell: ({ row }) => (
          <span className="amount">
            {money(row.original.amount)}
            {row.original.fee !== '0.00' ? <small>{t('credits', { amount: money(row.original.creditAmount) })}</small> : null}
          </span>
        ),
      },
      { id: 'age', header: t('age'), cell: ({ row }) => <time dateTime={row.original.createdAt}>{format.relativeTime(new Date(row.original.createdAt), now)}</time> },
      {
        id: 'slip',
        header: t('slip'),
        cell: ({ row }) =>
          row.original.hasSlip ? (
            <a href={`/api/deposits/${row.original.depositId}/slip`} target="_blank" rel="noopener noreferrer">
              <img className="slip-thumb" src={`/api/deposits/${row.original.depositId}/slip`} alt={t('slipOf', { id: row.original.depositId })} loading="lazy" />
            </a>
          ) : (
            t('noSlip')
          ),
      },
    ];
    if (mayDecide) {
      list.push({
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <button type="button" className="primary" onClick={() => setPending({ kind: 'approve', row: row.original })} aria-label={t('approveOne', { id: row.original.depositId })}>
              {t('approve')}
            </button>
            <button type="button" className="danger" onClick={() => setPending({ kind: 'reject', row: row.original })} aria-label={t('rejectOne', { id: row.original.depositId })}>
              {t('reject')}
            </button>
          </div>
        ),
      });
    }
    return list;
  }, [t, format, now, money, mayDecide]);

  const decide = async (row: DepositQueueRow, action: 'approve' | 'reject', reason?: string) => {
    await api(`/api/deposits/${row.depositId}/${action}`, { method: 'POST', body: reason ? { reason } : {} });
    setPending(null);
    setNotice(action === 'approve' ? t('approved', { id: row.depositId, amount: money(row.creditAmount), member: row.account }) : t('rejected', { id: row.depositId }));
    await mutate();
  };

  return (
    <>
      <Notice text={notice} />
      <div className="toolbar">
        <button type="button" onClick={() => mutate()}>
          {t('refresh')}
        </button>
      </div>
      <QueryState data={data} error={error} isLoading={isLoading} retry={() => mutate()} empty={t('empty')}>
        {(rows) => <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => row.depositId} />}
      </QueryState>
      <ConfirmDialog
        open={pending?.kind === 'approve'}
        title={pending ? t('confirmTitle', { id: pending.row.depositId }) : ''}
        confirmLabel={t('approveAndCredit')}
        onClose={() => setPending(null)}
        onConfirm={() => decide(pending!.row, 'approve')}
      >
        {pending ? (
          <>
            <p>{t('confirmBody', { amount: money(pending.row.creditAmount), member: pending.row.account })}</p>
            {pending.row.payerMatchesRealName === false ? (
              <p className="alert alert-wait">{t('confirmNamesDiffer', { payer: pending.row.payerName ?? '—', member: pending.row.realName ?? '—' })}</p>
            ) : null}
          </>
        ) : null}
      </ConfirmDialog>
      <ReasonDialog
        open={pending?.kind === 'reject'}
        title={pending ? t('rejectTitle', { id: pending.row.depositId }) : ''}
        submitLabel={t('reject')}
        onClose={() => setPending(null)}
        onSubmit={(reason) => decide(pending!.row, 'reject', reason)}
      />
    </>
  );
}
