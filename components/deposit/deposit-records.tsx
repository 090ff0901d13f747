'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { VoucherReport } from '@/contract/cashier-deposit';
import { DEPOSIT_STATE } from '@/contract/cashier-states';
import { formatAmount } from '@/lib/format/amount';
import { presetRange } from '@/lib/records/date-presets';
import { callApi } from '@/lib/ui/post-json';
import { Pagination } from '@/components/ui/pagination';
import { codeOf, fetchJson } from './deposit-fetch';
import { FormAlert } from '@/components/ui/form-alert';
import { useErrorText } from '@/lib/ui/use-messages';

const RANGES = ['today', 'yesterday', 'week'] as const;
type Range = (typeof RANGES)[number];
const DAY = 86_400_000;
const SIZE = 10;

/** Whole business days (midnight in Bangkok, whatever the browser's zone). */
function rangeOf(range: Range, now = Date.now()): [number, number] {
  const midnight = presetRange('today', now).start;
  if (range === 'today') return [midnight, midnight + DAY - 1];
  if (range === 'yesterday') return [midnight - DAY, midnight - 1];
  return [midnight - 6 * DAY, midnight + DAY - 1];
}

/** The member's deposit records (voucherReport): today, yesterday, 7 days; "accelerate" on new and pending orders. */
export function DepositRecords({ refreshKey }: { refreshKey: number }) {
  const t = useTranslations('deposit');
  const locale = useLocale();
  const errorText = useErrorText('deposit');
  const [range, setRange] = useState<Range>('today');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ id: string; text: string } | null>(null);
  const [from, to] = useMemo(() => rangeOf(range), [range]);
  const { data, error, isLoading, mutate } = useSWR(
    [`/api/deposit/records?startDate=${from}&endDate=${to}&page=${page}&size=${SIZE}`, refreshKey],
    ([url]) => fetchJson<VoucherReport>(url),
  );

  async function remind(depositId: string) {
    const result = await callApi('/api/deposit/remind', { depositId });
    setNotice({ id: depositId, text: result.ok ? t('reminded') : errorText(result.error.code) });
    if (result.ok) await mutate();
  }

  return (
    <section aria-labelledby="deposit-records-title">
      <h2 id="deposit-records-title">{t('recordsTitle')}</h2>
      <div className="tabs" role="tablist" aria-label={t('recordsRange')}>
        {RANGES.map((r) => (
          <button key={r} type="button" role="tab" aria-selected={r === range} onClick={() => { setRange(r); setPage(1); }}>
            {t(`ranges.${r}`)}
          </button>
        ))}
      </div>
      <FormAlert>{error && errorText(codeOf(error))}</FormAlert>
      {isLoading && <p aria-busy="true">{t('loading')}</p>}
      {data && data.list.length === 0 && <p className="empty-state">{t('noRecords')}</p>}
      {data && data.list.length > 0 && (
        <>
          <ul className="notice-list" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '.75rem' }}>
            {data.list.map((row) => (
              <li key={row.depositId} className="section">
                <dl className="summary">
                  <dt>{t('orderNo')}</dt>
                  <dd>{row.depositId}</dd>
                  <dt>{t('method')}</dt>
                  <dd>{t(`methods.${row.depositMethod}`)}</dd>
                  <dt>{t('date')}</dt>
                  <dd>{businessDateTime(row.depositDate, locale)}</dd>
                  <dt>{t('amount')}</dt>
                  <dd>{formatAmount(row.amount, locale)}</dd>
                  {row.state === DEPOSIT_STATE.approved && (
                    <>
                      <dt>{t('fee')}</dt>
                      <dd>{formatAmount(row.customerBankCharge, locale)}</dd>
                      <dt>{t('credited')}</dt>
                      <dd>{formatAmount(row.reimbursementAmount, locale)}</dd>
                      {row.actualDepositDate !== null && (
                        <>
                          <dt>{t('arrivedAt')}</dt>
                          <dd>{businessDateTime(row.actualDepositDate, locale)}</dd>
                        </>
                      )}
                    </>
                  )}
                  <dt>{t('state')}</dt>
                  <dd>{t(`states.${row.state}`)}</dd>
                </dl>
                {(row.state === DEPOSIT_STATE.new || row.state === DEPOSIT_STATE.pending) && (
                  <p className="field-row">
                    <button type="button" className="btn" onClick={() => remind(row.depositId)} disabled={row.accelerationStatus === 'AC' && notice?.id === row.depositId}>
                      {t('remind')}
                    </button>
                    {notice?.id === row.depositId && <span role="status">{notice.text}</span>}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p>
            {t('totalArrivals')}: <strong>{formatAmount(data.footer.total_arrivals, locale)}</strong>
          </p>
          <Pagination
            page={page}
            pages={Math.ceil(data.totalRows / SIZE)}
            onPage={setPage}
            labels={{ nav: t('pages'), previous: t('previous'), next: t('next'), page: (n) => t('page', { page: n }) }}
          />
        </>
      )}
    </section>
  );
}
