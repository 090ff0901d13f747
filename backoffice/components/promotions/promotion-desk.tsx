'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { AdminPromotion } from '@/contract/rewards';
import { useCan } from '../layout/staff-provider';
import { DataTable, type Column } from '../ui/data-table';
import { useMoney } from '../ui/money';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { RowActions } from '../ui/row-actions';
import { ApplicationQueue } from './application-queue';
import { PromotionForm } from './promotion-form';
import { StopDialog } from './stop-dialog';

/**
 * Promotions (issue #28): every promotion with where it stands for members (upcoming, running,
 * ended, stopped, exhausted), its budget, what it paid and its claims; a new one or a change (with
 * its preview in Thai and English); the kill switch, with a reason and a confirmation; and the
 * applications waiting for a decision.
 */
export function PromotionDesk() {
  const t = useTranslations('promotions');
  const format = useFormatter();
  const money = useMoney();
  const can = useCan();
  const mayEdit = can('promotions:edit');
  const promotions = useSWR<AdminPromotion[]>('/api/promotions');
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const [stopping, setStopping] = useState<AdminPromotion | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<Column<AdminPromotion>[]>(
    () => [
      {
        id: 'title',
        header: t('columns.title'),
        cell: ({ row }) => (
          <span>
            <span lang="en">{row.original.definition.title.en}</span>
            {row.original.definition.title.th ? (
              <>
                <br />
                <span lang="th" className="muted">
                  {row.original.definition.title.th}
                </span>
              </>
            ) : null}
            <br />
            <span className="mono small">{row.original.definition.promotionId}</span>
          </span>
        ),
      },
      { id: 'type', header: t('columns.type'), cell: ({ row }) => t(`types.${row.original.definition.type}`) },
      {
        id: 'state',
        header: t('columns.state'),
        cell: ({ row }) => (
          <span>
            <span className={`badge badge-${row.original.state === 'running' ? 'active' : 'disabled'}`} data-testid={`promotion-state-${row.original.definition.promotionId}`}>
              {t(`states.${row.original.state}`)}
            </span>
            {row.original.definition.enabled ? null : (
              <>
                <br />
                <span className="muted small">{t('hiddenFromMembers')}</span>
              </>
            )}
            {row.original.stoppedAt ? (
              <>
                <br />
                <span className="small">{t('stoppedBy', { who: row.original.stoppedBy ?? '', when: format.dateTime(new Date(row.original.stoppedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</span>
                <br />
                <span className="small">{t('stopReason', { reason: row.original.stopReason ?? '' })}</span>
              </>
            ) : null}
          </span>
        ),
      },
      {
        id: 'period',
        header: t('columns.period'),
        cell: ({ row }) => format.dateTimeRange(new Date(row.original.definition.startsAt), new Date(row.original.definition.endsAt), { dateStyle: 'medium' }),
      },
      {
        id: 'budget',
        header: t('columns.budget'),
        cell: ({ row }) =>
          row.original.budget === null ? (
            <span>
              {t('noBudget')}
              <br />
              <span className="small">{t('spent', { amount: money(row.original.spent) })}</span>
            </span>
          ) : (
            <span>
              {money(row.original.budget)}
              <br />
              <span className="small">{t('spent', { amount: money(row.original.spent) })}</span>
              <br />
              <span className="small">{t('remaining', { amount: money(row.original.remaining ?? '0.00') })}</span>
            </span>
          ),
      },
      {
        id: 'claims',
        header: t('columns.claims'),
        cell: ({ row }) => t('claimCounts', { credited: row.original.claims.credited, issued: row.original.claims.issued, applying: row.original.claims.applying }),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => (
          <RowActions
            actions={
              mayEdit && [
                { label: t('edit'), name: t('editOne', { title: row.original.definition.title.en }), onClick: () => setEditing(row.original) },
                !row.original.stoppedAt && { label: t('stop.action'), name: t('stopOne', { title: row.original.definition.title.en }), onClick: () => setStopping(row.original), danger: true },
              ]
            }
          />
        ),
      },
    ],
    [t, format, money, mayEdit],
  );

  return (
    <>
      <Notice text={notice} />
      {mayEdit && editing === null ? (
        <p>
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            {t('new')}
          </button>
        </p>
      ) : null}
      {mayEdit && editing !== null ? (
        <PromotionForm
          key={editing === 'new' ? 'new' : editing.definition.promotionId}
          editing={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null);
            setNotice(t('saved', { title: saved.definition.title.en }));
            await promotions.mutate();
          }}
        />
      ) : null}
      <QueryState data={promotions.data} error={promotions.error} isLoading={promotions.isLoading} retry={() => promotions.mutate()} empty={t('empty')}>
        {(rows) => <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => row.definition.promotionId} />}
      </QueryState>
      <ApplicationQueue mayDecide={mayEdit} onDecided={(text) => setNotice(text)} />
      <StopDialog
        promotion={stopping}
        onClose={() => setStopping(null)}
        onStopped={async (stopped) => {
          setStopping(null);
          setNotice(t('stop.done', { title: stopped.definition.title.en }));
          await promotions.mutate();
        }}
      />
    </>
  );
}
