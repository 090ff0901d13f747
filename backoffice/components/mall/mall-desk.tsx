'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { REDEEM_STATE, type AdminMallItem, type AdminMallOrder } from '@/contract/points-mall';
import { api } from '@bo/lib/client/api';
import { useCan } from '../layout/staff-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, type Column } from '../ui/data-table';
import { useMoney } from '../ui/money';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { ReasonDialog } from '../ui/reason-dialog';
import { RowActions } from '../ui/row-actions';
import { MallItemForm } from './mall-item-form';

const ORDER_STATES = [REDEEM_STATE.inProcess, REDEEM_STATE.approved, REDEEM_STATE.rejected] as const;

/**
 * The points mall (issue #28): the catalogue (shown or hidden, price, stock, text per language with
 * its preview; add and change items) and the redeem orders (approve ships goods or credits a bonus
 * item; reject gives the points and stock back), each decided once.
 */
export function MallDesk() {
  const t = useTranslations('mall');
  const format = useFormatter();
  const money = useMoney();
  const can = useCan();
  const mayEdit = can('mall:edit');
  const items = useSWR<AdminMallItem[]>('/api/mall/items');
  const [orderState, setOrderState] = useState<number>(REDEEM_STATE.inProcess);
  const orders = useSWR<AdminMallOrder[]>(`/api/mall/orders?state=${orderState}`);
  const [editing, setEditing] = useState<AdminMallItem | 'new' | null>(null);
  const [switching, setSwitching] = useState<AdminMallItem | null>(null);
  const [approving, setApproving] = useState<AdminMallOrder | null>(null);
  const [rejecting, setRejecting] = useState<AdminMallOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const nameOf = (item: AdminMallItem) => item.names.en ?? item.name;

  const itemColumns = useMemo<Column<AdminMallItem>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: ({ row }) => (
          <span>
            <span lang="en">{row.original.names.en ?? row.original.name}</span>
            {row.original.names.th ? (
              <>
                <br />
                <span lang="th" className="muted">
                  {row.original.names.th}
                </span>
              </>
            ) : null}
          </span>
        ),
      },
      { id: 'kind', header: t('columns.kind'), cell: ({ row }) => (row.original.kind === 'bonus' ? t('bonusOf', { amount: money(row.original.bonusAmount) }) : t('kinds.goods')) },
      { id: 'price', header: t('columns.price'), cell: ({ row }) => format.number(row.original.pointsPrice) },
      { id: 'stock', header: t('columns.stock'), cell: ({ row }) => format.number(row.original.stock) },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => <span className={`badge badge-${row.original.status === 'active' ? 'active' : 'disabled'}`}>{t(`statuses.${row.original.status}`)}</span>,
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => (
          <RowActions
            actions={
              mayEdit && [
                { label: t('edit'), name: t('editOne', { name: nameOf(row.original) }), onClick: () => setEditing(row.original) },
                {
                  label: t(row.original.status === 'active' ? 'hide' : 'show'),
                  name: t(row.original.status === 'active' ? 'hideOne' : 'showOne', { name: nameOf(row.original) }),
                  onClick: () => setSwitching(row.original),
                },
              ]
            }
          />
        ),
      },
    ],
    [t, format, money, mayEdit],
  );

  const orderColumns = useMemo<Column<AdminMallOrder>[]>(
    () => [
      { id: 'orderNo', header: t('orders.orderNo'), cell: ({ row }) => <span className="mono small">{row.original.orderNo}</span> },
      { id: 'account', header: t('orders.account'), cell: ({ row }) => <span className="mono">{row.original.account ?? row.original.memberId}</span> },
      { id: 'item', header: t('orders.item'), cell: ({ row }) => t('orders.itemLine', { name: row.original.itemName, quantity: row.original.quantity }) },
      { id: 'points', header: t('orders.points'), cell: ({ row }) => format.number(row.original.points) },
      {
        id: 'shipping',
        header: t('orders.shipping'),
        cell: ({ row }) =>
          row.original.kind === 'bonus' ? (
            t('bonusOf', { amount: money(row.original.bonusAmount) })
          ) : (
            <span className="small">
              {row.original.recipient} {row.original.phone}
              <br />
              {row.original.address}
            </span>
          ),
      },
      { id: 'at', header: t('orders.at'), cell: ({ row }) => format.dateTime(new Date(row.original.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) },
      { id: 'state', header: t('orders.state'), cell: ({ row }) => t(`orders.states.${row.original.state as 0 | 1 | 2}`) },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => (
          <RowActions
            actions={
              mayEdit &&
              row.original.state === REDEEM_STATE.inProcess && [
                { label: t('orders.approve'), name: t('orders.approveOne', { orderNo: row.original.orderNo }), onClick: () => setApproving(row.original) },
                { label: t('orders.reject'), name: t('orders.rejectOne', { orderNo: row.original.orderNo }), onClick: () => setRejecting(row.original), danger: true },
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
        <MallItemForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null);
            setNotice(t('saved', { name: nameOf(saved) }));
            await items.mutate();
          }}
        />
      ) : null}
      <QueryState data={items.data} error={items.error} isLoading={items.isLoading} retry={() => items.mutate()} empty={t('empty')}>
        {(rows) => <DataTable caption={t('caption')} columns={itemColumns} data={rows} rowId={(row) => String(row.id)} />}
      </QueryState>

      <section aria-labelledby="mall-orders-title">
        <h2 id="mall-orders-title">{t('orders.title')}</h2>
        <div className="field">
          <label htmlFor="mall-order-state">{t('orders.show')}</label>
          <select id="mall-order-state" value={orderState} onChange={(event) => setOrderState(Number(event.target.value))}>
            {ORDER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`orders.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <QueryState data={orders.data} error={orders.error} isLoading={orders.isLoading} retry={() => orders.mutate()} empty={t('orders.empty')}>
          {(rows) => <DataTable caption={t('orders.caption')} columns={orderColumns} data={rows} rowId={(row) => row.orderNo} />}
        </QueryState>
      </section>

      <ConfirmDialog
        open={switching !== null}
        title={switching ? t(switching.status === 'active' ? 'hideTitle' : 'showTitle', { name: nameOf(switching) }) : ''}
        confirmLabel={switching?.status === 'active' ? t('hide') : t('show')}
        onClose={() => setSwitching(null)}
        onConfirm={async () => {
          if (!switching) return;
          const hide = switching.status === 'active';
          await api(`/api/mall/items/${switching.id}`, { method: 'POST', body: { status: hide ? 'hidden' : 'active' } });
          setNotice(t(hide ? 'hiddenDone' : 'shownDone', { name: nameOf(switching) }));
          setSwitching(null);
          await items.mutate();
        }}
      >
        <p>{t(switching?.status === 'active' ? 'hideBody' : 'showBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={approving !== null}
        title={approving ? t('orders.approveTitle', { orderNo: approving.orderNo }) : ''}
        confirmLabel={t('orders.approve')}
        onClose={() => setApproving(null)}
        onConfirm={async () => {
          if (!approving) return;
          await api(`/api/mall/orders/${approving.orderNo}/approve`, { method: 'POST', body: {} });
          setNotice(t('orders.approved', { orderNo: approving.orderNo }));
          setApproving(null);
          await Promise.all([orders.mutate(), items.mutate()]);
        }}
      >
        <p>{approving?.kind === 'bonus' ? t('orders.approveBonus', { amount: money(approving.bonusAmount), account: approving.account ?? '' }) : t('orders.approveGoods')}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? t('orders.rejectTitle', { orderNo: rejecting.orderNo }) : ''}
        submitLabel={t('orders.reject')}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await api(`/api/mall/orders/${rejecting.orderNo}/reject`, { method: 'POST', body: { remark: reason } });
          setNotice(t('orders.rejected', { orderNo: rejecting.orderNo }));
          setRejecting(null);
          await Promise.all([orders.mutate(), items.mutate()]);
        }}
      >
        <p>{t('orders.rejectBody')}</p>
      </ReasonDialog>
    </>
  );
}
