'use client';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { WithdrawalQueueRow } from '@/contract/admin-api';
import { api } from '@bo/lib/client/api';
import { useCan, useStaffName } from '../layout/staff-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, type Column } from '../ui/data-table';
import { useMoney } from '../ui/money';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { ReasonDialog } from '../ui/reason-dialog';
import { RiskHints, useRiskHints } from './risk-hints';

type Row = WithdrawalQueueRow & { awaiting: { approvalId: number; requestedBy: string } | null };
type Review = { outcome: 'awaiting'; requestedBy: string } | { outcome: 'decided'; state: number };
type Pending = { kind: 'approve' | 'reject'; row: Row } | null;

/**
 * Withdrawals under review: where the money goes, the member's held bonus and unmet turnover as risk
 * hints, and the four-eyes state. Above the threshold the first approval waits for a second staff
 * member; the one who asked cannot be the second.
 */
export function WithdrawalQueue() {
  const t = useTranslations('withdrawals');
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  const money = useMoney();
  const hintsOf = useRiskHints();
  const can = useCan();
  const me = `staff:${useStaffName()}`;
  const mayReview = can('withdrawals:approve');
  const { data, error, isLoading, mutate } = useSWR<Row[]>('/api/withdrawals');
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'wait' } | null>(null);

  const columns = useMemo(() => {
    const list: Column<Row>[] = [
      { id: 'withdrawal', header: t('withdrawal'), cell: ({ row }) => <span className="mono">{row.original.withdrawalId}</span> },
      { id: 'member', header: t('member'), cell: ({ row }) => row.original.account },
      {
        id: 'payout',
        header: t('payout'),
        cell: ({ row }) => (
          <span className="amount">
            {money(row.original.payout)}
            {row.original.fee !== '0.00' ? <small>{t('ofAmount', { amount: money(row.original.amount), fee: money(row.original.fee) })}</small> : null}
          </span>
        ),
      },
      {
        id: 'bank',
        header: t('paysTo'),
        cell: ({ row }) => (
          <span>
            {row.original.bankCode} <span className="mono">{row.original.accountNumber}</span>
            {row.original.accountName ? <small>{row.original.accountName}</small> : null}
          </span>
        ),
      },
      { id: 'risk', header: t('risk'), cell: ({ row }) => <RiskHints row={row.original} /> },
      { id: 'age', header: t('age'), cell: ({ row }) => <time dateTime={row.original.createdAt}>{format.relativeTime(new Date(row.original.createdAt), now)}</time> },
      {
        id: 'fourEyes',
        header: t('fourEyes'),
        cell: ({ row }) => {
          const awaiting = row.original.awaiting;
          if (!awaiting) return <span className="muted">—</span>;
          return <span className="badge badge-wait">{awaiting.requestedBy === me ? t('awaitingYou') : t('awaiting', { name: awaiting.requestedBy.replace(/^staff:/, '') })}</span>;
        },
      },
    ];
    if (mayReview) {
      list.push({
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => {
          const mine = row.original.awaiting?.requestedBy === me;
          return (
            <div className="row-actions">
              <button
                type="button"
                className="primary"
                disabled={mine}
                title={mine ? t('secondApproverNeeded') : undefined}
                onClick={() => setPending({ kind: 'approve', row: row.original })}
                aria-label={t('approveOne', { id: row.original.withdrawalId })}
              >
                {t('approve')}
              </button>
              <button type="button" className="danger" onClick={() => setPending({ kind: 'reject', row: row.original })} aria-label={t('rejectOne', { id: row.original.withdrawalId })}>
                {t('reject')}
              </button>
            </div>
          );
        },
      });
    }
    return list;
  }, [t, format, now, money, mayReview, me]);

  const review = async (row: Row, action: 'approve' | 'reject', reason?: string) => {
    const { data: result } = await api<Review>(`/api/withdrawals/${row.id}/${action}`, { method: 'POST', body: reason ? { reason } : {} });
    setPending(null);
    if (result.outcome === 'awaiting') setNotice({ text: t('waitingForSecond', { id: row.withdrawalId }), tone: 'wait' });
    else setNotice({ text: action === 'approve' ? t('approved', { id: row.withdrawalId, amount: money(row.payout) }) : t('rejected', { id: row.withdrawalId }), tone: 'ok' });
    await mutate();
  };

  return (
    <>
      <Notice text={notice?.text ?? null} tone={notice?.tone} />
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
        title={pending ? t('confirmTitle', { id: pending.row.withdrawalId }) : ''}
        confirmLabel={t('approveAndPay')}
        onClose={() => setPending(null)}
        onConfirm={() => review(pending!.row, 'approve')}
      >
        {pending ? (
          <>
            <p>{t('confirmBody', { amount: money(pending.row.payout), member: pending.row.account, bank: pending.row.bankCode, account: pending.row.accountNumber })}</p>
            {hintsOf(pending.row).some((hint) => hint.flagged) ? <p className="alert alert-wait">{t('confirmRisk')}</p> : null}
          </>
        ) : null}
      </ConfirmDialog>
      <ReasonDialog
        open={pending?.kind === 'reject'}
        title={pending ? t('rejectTitle', { id: pending.row.withdrawalId }) : ''}
        submitLabel={t('reject')}
        onClose={() => setPending(null)}
        onSubmit={(reason) => review(pending!.row, 'reject', reason)}
      >
        <p>{t('rejectBody')}</p>
      </ReasonDialog>
    </>
  );
}
