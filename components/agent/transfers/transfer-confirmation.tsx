'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { formatAmount } from '@/lib/format/amount';

export interface PlannedShare {
  account: string;
  /** Two-decimal money text. */
  amount: string;
}

/**
 * The confirmation step before money moves: every payee with its share, their count and the total.
 * Confirm sends; Back returns to the form with everything kept.
 */
export function TransferConfirmation({
  shares,
  total,
  remark,
  busy,
  onConfirm,
  onBack,
  children,
}: {
  shares: readonly PlannedShare[];
  total: string;
  remark?: string;
  busy: boolean;
  onConfirm(): void;
  onBack(): void;
  children?: React.ReactNode;
}) {
  const t = useTranslations('agentTransfers');
  const locale = useLocale();
  const money = (value: string) => formatAmount(value, locale);
  return (
    <section className="records" role="dialog" aria-modal="false" aria-labelledby="transfer-confirm-title" data-testid="transfer-confirmation">
      <h2 id="transfer-confirm-title">{t('confirmTitle')}</h2>
      <dl className="summary">
        <dt>{t('payeeCount')}</dt>
        <dd data-testid="confirm-count">{shares.length}</dd>
        <dt>{t('total')}</dt>
        <dd data-testid="confirm-total">{money(total)}</dd>
        {remark ? (
          <>
            <dt>{t('remark')}</dt>
            <dd>{remark}</dd>
          </>
        ) : null}
      </dl>
      <div className="table-scroll">
        <DataTable
          columns={[
            { label: t('columns.account'), cell: (row: PlannedShare) => row.account, rowHeader: true },
            { label: t('columns.amount'), cell: (row: PlannedShare) => money(row.amount) },
          ]}
          rows={shares}
          rowKey={(row) => row.account}
        />
      </div>
      <button className="btn btn-primary" type="button" onClick={onConfirm} disabled={busy} aria-busy={busy} autoFocus>
        {t('confirm')}
      </button>
      <button className="btn" type="button" onClick={onBack} disabled={busy}>
        {t('back')}
      </button>
      {children}
    </section>
  );
}
