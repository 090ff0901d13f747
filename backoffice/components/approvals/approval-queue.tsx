'use client';
import Link from 'next/link';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { ApprovalRow } from '@/contract/admin-api';
import { api } from '@bo/lib/client/api';
import { useCan, useStaffName } from '../layout/staff-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, type Column } from '../ui/data-table';
import { useMoney } from '../ui/money';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { ReasonDialog } from '../ui/reason-dialog';

type Pending = { kind: 'approve' | 'reject'; row: ApprovalRow } | null;

/**
 * The four-eyes queue: manual adjustments and withdrawals above the owner's thresholds, each waiting
 * for a second staff member. Adjustments are decided here; a withdrawal's second approval is its
 * approve in the withdrawal queue. The requester never decides their own.
 */
export function ApprovalQueue() {
  const t = useTranslations('approvals');
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  const money = useMoney();
  const can = useCan();
  const me = `staff:${useStaffName()}`;
  const mayAdjust = can('members:adjust');
  const { data, error, isLoading, mutate } = useSWR<ApprovalRow[]>('/api/approvals');
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<Column<ApprovalRow>[]>(
    () => [
      { id: 'kind', header: t('kind'), cell: ({ row }) => t(`kinds.${row.original.kind}`) },
      { id: 'subject', header: t('subject'), cell: ({ row }) => <span className="mono">{row.original.subject}</span> },
      { id: 'amount', header: t('amount'), cell: ({ row }) => <span className="amount">{money(row.original.amount)}</span> },
      { id: 'reason', header: t('reason'), cell: ({ row }) => row.original.reason },
      { id: 'requestedBy', header: t('requestedBy'), cell: ({ row }) => row.original.requestedBy },
      { id: 'age', header: t('age'), cell: ({ row }) => <time dateTime={row.original.createdAt}>{format.relativeTime(new Date(row.original.createdAt), now)}</time> },
      {
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => {
          const approval = row.original;
          if (approval.kind === 'withdrawal') return <Link href="/withdrawals">{t('inWithdrawals')}</Link>;
          if (!mayAdjust) return <span className="muted">—</span>;
          if (approval.requestedBy === me) return <span className="muted">{t('yours')}</span>;
          return (
            <div className="row-actions">
              <button type="button" className="primary" onClick={() => setPending({ kind: 'approve', row: approval })} aria-label={t('approveOne', { id: approval.id })}>
                {t('approve')}
              </button>
              <button type="button" className="danger" onClick={() => setPending({ kind: 'reject', row: approval })} aria-label={t('rejectOne', { id: approval.id })}>
                {t('reject')}
              </button>
            </div>
          );
        },
      },
    ],
    [t, format, now, money, mayAdjust, me],
  );

  const decide = async (row: ApprovalRow, decision: 'approve' | 'reject', reason?: string) => {
    await api(`/api/approvals/${row.id}/${decision}`, { method: 'POST', body: reason ? { reason } : {} });
    setPending(null);
    setNotice(decision === 'approve' ? t('approved', { id: row.id }) : t('rejected', { id: row.id }));
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
        {(rows) => <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => String(row.id)} />}
      </QueryState>
      <ConfirmDialog
        open={pending?.kind === 'approve'}
        title={pending ? t('confirmTitle', { id: pending.row.id }) : ''}
        confirmLabel={t('approve')}
        onClose={() => setPending(null)}
        onConfirm={() => decide(pending!.row, 'approve')}
      >
        {pending ? <p>{t('confirmBody', { amount: money(pending.row.amount), subject: pending.row.subject, requester: pending.row.requestedBy })}</p> : null}
      </ConfirmDialog>
      <ReasonDialog
        open={pending?.kind === 'reject'}
        title={pending ? t('rejectTitle', { id: pending.row.id }) : ''}
        submitLabel={t('reject')}
        onClose={() => setPending(null)}
        onSubmit={(reason) => decide(pending!.row, 'reject', reason)}
      />
    </>
  );
}
