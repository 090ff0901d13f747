'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useState } from 'react';
import useSWR from 'swr';
import type { TransactionPage } from '@/contract/cashier-records';
import { RecordBody, fetchRecord } from '@/components/records/record-range';
import { DataTable } from '@/components/ui/data-table';
import { formatAmount, signClass } from '@/lib/format/amount';

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/** The agent's transfers of the last 2 days (money-and-agents §5.4: the upline page's recent history). */
export function recentTransfersUrl(now = Date.now()): string {
  return `/api/records/transactions?codeTypes=transfer&startTime=${now - TWO_DAYS_MS}&endTime=${now}&page=1&size=20`;
}

export function RecentTransfers({ url }: { url: string }) {
  const t = useTranslations('agentTransfers');
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useSWR(url, fetchRecord<TransactionPage>);
  const money = (value: string) => formatAmount(value, locale);
  return (
    <section aria-labelledby="recent-transfers">
      <h2 id="recent-transfers">{t('recentTitle')}</h2>
      <RecordBody error={error} loading={isLoading} data={data} empty={(d) => d.list.length === 0} onRetry={() => mutate()}>
        {(d) => (
          <DataTable
            columns={[
              { label: t('columns.time'), cell: (row) => businessDateTime(row.txTimeInTimestamp, locale, { dateStyle: 'short', timeStyle: 'medium' }) },
              { label: t('columns.orderNo'), cell: (row) => row.orderNo, rowHeader: true },
              { label: t('columns.amount'), cell: (row) => money(row.amount), className: (row) => signClass(row.amount) },
              { label: t('remark'), cell: (row) => row.remark ?? '' },
            ]}
            rows={d.list}
            rowKey={(row) => row.txId}
          />
        )}
      </RecordBody>
    </section>
  );
}

/** The upline transfer form (the member's own, components/records/transfers.tsx) with the recent list kept fresh. */
export function useRecentTransfersKey() {
  const [url, setUrl] = useState(() => recentTransfersUrl());
  return { url, refresh: () => setUrl(recentTransfersUrl()) };
}
