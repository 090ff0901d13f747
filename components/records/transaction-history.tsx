'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { TransactionPage } from '@/contract/cashier-records';
import { TX_TYPES } from '@/contract/cashier-states';
import { DataTable } from '@/components/ui/data-table';
import { FilterChips } from '@/components/ui/filter-chips';
import { ShortReference } from '@/components/ui/short-reference';
import { formatAmount, signClass } from '@/lib/format/amount';
import { presetRange, recordTime, type DateRange } from '@/lib/records/date-presets';
import { Pager, RecordBody, RecordRange, fetchRecord } from './record-range';

const SIZE = 20;

/** /transactionHistory (type filter) and /bonusDetails (bonus types only): ledger rows of the main wallet. */
export function TransactionHistory({ kind }: { kind: 'transactions' | 'bonus' }) {
  const t = useTranslations('records');
  const locale = useLocale();
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const query =
    kind === 'transactions'
      ? `/api/records/transactions?startTime=${range.start}&endTime=${range.end}&codeTypes=${type}&page=${page}&size=${SIZE}`
      : `/api/records/bonus?startDate=${range.start}&endDate=${range.end}&page=${page}&size=${SIZE}`;
  const { data, error, isLoading, mutate } = useSWR(query, fetchRecord<TransactionPage>);
  const money = (value: string) => formatAmount(value, locale);

  return (
    <section className="records">
      <RecordRange
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      {kind === 'transactions' && (
        <FilterChips
          label={t('type')}
          chips={[{ value: '', label: t('allTypes') }, ...TX_TYPES.map((tx) => ({ value: tx, label: t(`txTypes.${tx}`) }))]}
          value={type}
          onChange={(next) => {
            setType(next);
            setPage(1);
          }}
        />
      )}
      <RecordBody error={error} loading={isLoading} data={data} empty={(page) => page.list.length === 0} onRetry={() => mutate()}>
        {(data) => (
        <>
          <p>{data.totalCapped ? t('totalRowsCapped', { total: data.total }) : t('totalRows', { total: data.total })}</p>
          <DataTable
            rows={data.list}
            rowKey={(row) => row.txId}
            columns={[
              { label: t('columns.time'), cell: (row) => recordTime(row.txTimeInTimestamp), card: 'date' },
              { label: t('columns.type'), cell: (row) => t(`txTypes.${row.txTypeId}`), card: 'title' },
              { label: t('columns.orderNo'), cell: (row) => <ShortReference value={row.orderNo} />, card: 'reference' },
              { label: t('columns.amount'), cell: (row) => money(row.amount), className: (row) => signClass(row.amount), card: 'amount' },
              { label: t('columns.balance'), cell: (row) => (row.currentAvailBalance === null ? '—' : money(row.currentAvailBalance)) },
              { label: t('columns.remark'), cell: (row) => row.remark ?? '', card: 'detail' },
            ]}
          />
          <p>{t('pageTotals', { in: money(data.pageSums.in), out: money(data.pageSums.out), net: money(data.pageSums.net) })}</p>
          <Pager page={data.page} pages={data.totalPages} onPage={setPage} />
        </>
        )}
      </RecordBody>
    </section>
  );
}
