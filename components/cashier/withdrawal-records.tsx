'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { WITHDRAWAL_STATE } from '@/contract/cashier-states';
import type { WithdrawalReport } from '@/contract/cashier-withdraw';
import { formatAmount } from '@/lib/format/amount';
import { presetRange, recordTime, type DateRange } from '@/lib/records/date-presets';
import { Pager, RecordRange } from '@/components/records/record-range';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { DataTable } from '@/components/ui/data-table';
import { ShortReference } from '@/components/ui/short-reference';
import { cardLabel } from './card-label';
import { codeOf, fetchJson } from './fetch-json';
import { WithdrawalConfirmation } from './withdrawal-confirmation';
import { useErrorText } from '@/lib/ui/use-messages';

const SIZE = 20;
const STATES = Object.values(WITHDRAWAL_STATE);

/** /withdrawRecords: the member's withdrawals by date (Bangkok days) and state, with the confirmation of receipt. */
export function WithdrawalRecords() {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  const errorText = useErrorText('withdraw');
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const query = `/api/withdraw/records?startDateTs=${range.start}&endDateTs=${range.end}&page=${page}&size=${SIZE}${status ? `&status=${status}` : ''}`;
  const { data, error, isLoading, mutate } = useSWR(query, fetchJson<WithdrawalReport>);
  const money = (value: string) => formatAmount(value, locale);

  return (
    <section className="records withdrawal-records">
      <RecordRange
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      <div className="field-row">
        <label htmlFor="withdrawal-state">{t('status')}</label>
        <select
          id="withdrawal-state"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('allStates')}</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {t(`status_withdrawal_${state}`)}
            </option>
          ))}
        </select>
      </div>
      {notice ? (
        <p className="form-success" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="form-error">
          <p>{errorText(codeOf(error))}</p>
          <button type="button" className="btn" onClick={() => mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : isLoading || !data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : data.records.length === 0 ? (
        <p className="empty-state">
          {t('noRecords')} <ClientLocaleLink href="/withdraw">{t('withdrawTitle')}</ClientLocaleLink>
        </p>
      ) : (
        <>
          <p>{t('totalRecords', { total: data.total })}</p>
          <DataTable
            className="cashier-table"
            rows={data.records}
            rowKey={(row) => row.withdrawalId}
            columns={[
              { label: t('receiptId'), cell: (row) => <ShortReference value={row.withdrawalId} />, rowHeader: true, card: 'reference' },
              { label: t('date'), cell: (row) => recordTime(row.withdrawDate), card: 'date' },
              { label: t('amount'), cell: (row) => money(row.amount), card: 'amount' },
              { label: t('fee'), cell: (row) => money(row.fee) },
              { label: t('card'), cell: (row) => cardLabel(row, locale), card: 'title' },
              { label: t('status'), cell: (row) => (t.has(`status_withdrawal_${row.status}` as never) ? t(`status_withdrawal_${row.status}` as never) : row.status), card: 'state' },
              {
                card: 'wide',
                label: t('confirmation'),
                cell: (row) => (
                  <WithdrawalConfirmation
                    record={row}
                    onAnswered={() => {
                      setNotice(t('confirmSaved'));
                      void mutate();
                    }}
                  />
                ),
              },
            ]}
          />
          <Pager page={page} pages={data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
