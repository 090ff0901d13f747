'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import type { AgentTransferReceipt } from '@/contract/agent-transfers';
import { DataTable } from '@/components/ui/data-table';
import { formatAmount } from '@/lib/format/amount';

/** The receipt of a transfer or a red envelope: its order number, total, the balance after, every payee. */
export function TransferReceipt({ receipt, onAnother }: { receipt: AgentTransferReceipt; onAnother(): void }) {
  const t = useTranslations('agentTransfers');
  const locale = useLocale();
  const money = (value: string) => formatAmount(value, locale);
  return (
    <section className="records" aria-live="polite" data-testid="transfer-receipt">
      <h2>{t('receiptTitle')}</h2>
      <dl className="summary">
        <dt>{t('orderNo')}</dt>
        <dd data-testid="receipt-order">{receipt.orderNo}</dd>
        <dt>{t('total')}</dt>
        <dd>{money(receipt.total)}</dd>
        <dt>{t('payeeCount')}</dt>
        <dd>{receipt.payees.length}</dd>
        <dt>{t('balanceAfter')}</dt>
        <dd>{money(receipt.balance)}</dd>
        <dt>{t('time')}</dt>
        <dd>{businessDateTime(receipt.time, locale, { dateStyle: 'short', timeStyle: 'medium' })}</dd>
      </dl>
      <details open={receipt.payees.length <= 20}>
        <summary>{t('payeeList')}</summary>
        <div className="table-scroll">
          <DataTable
            columns={[
              { label: t('columns.account'), cell: (row: AgentTransferReceipt['payees'][number]) => row.account, rowHeader: true },
              { label: t('columns.amount'), cell: (row: AgentTransferReceipt['payees'][number]) => money(row.amount) },
            ]}
            rows={receipt.payees}
            rowKey={(row) => row.account}
          />
        </div>
      </details>
      <button className="btn" type="button" onClick={onAnother}>
        {t('another')}
      </button>
    </section>
  );
}
