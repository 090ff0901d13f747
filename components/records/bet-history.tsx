'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { RECORD_GAME_TYPES, type BetPage, type ProfitSummary, type RecordGameType } from '@/contract/cashier-records';
import { DataTable } from '@/components/ui/data-table';
import { formatAmount, signClass } from '@/lib/format/amount';
import { presetRange, recordTime, type DateRange } from '@/lib/records/date-presets';
import { Pager, RecordBody, RecordRange, fetchRecord } from './record-range';
import { RoundDetailText } from './round-detail';

/** /personalHistoryCopy: betting record per game type, with page and range totals. */
export function BetHistory() {
  const t = useTranslations('records');
  const tDetail = useTranslations('roundDetail');
  const locale = useLocale();
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const [gameType, setGameType] = useState<RecordGameType>('RNG');
  const [page, setPage] = useState(1);
  const url = `/api/records/bets?gameType=${gameType}&startDate=${range.start}&endDate=${range.end}&page=${page}&size=20`;
  const { data, error, isLoading, mutate } = useSWR(url, fetchRecord<BetPage>);
  const money = (value: string) => formatAmount(value, locale);
  return (
    <section className="records">
      <div className="tabs" role="tablist" aria-label={t('columns.gameType')}>
        {RECORD_GAME_TYPES.map((type) => (
          <button key={type} role="tab" type="button" aria-selected={type === gameType} onClick={() => (setGameType(type), setPage(1))}>
            {t(`gameTypes.${type}`)}
          </button>
        ))}
      </div>
      <RecordRange onChange={(next) => (setRange(next), setPage(1))} />
      <RecordBody error={error} loading={isLoading} data={data} empty={(page) => page.list.length === 0} onRetry={() => mutate()}>
        {(data) => (
        <>
          <DataTable
            rows={data.list}
            rowKey={(row) => row.id}
            columns={[
              { label: t('columns.time'), cell: (row) => recordTime(row.betTimeInTimestamp), card: 'date' },
              { label: t('columns.game'), cell: (row) => row.gameName, card: 'title' },
              { label: tDetail('column'), cell: (row) => <RoundDetailText detail={row.detail} />, card: 'wide' },
              { label: t('columns.bet'), cell: (row) => money(row.betAmount) },
              { label: t('columns.validBet'), cell: (row) => money(row.validBetAmount) },
              { label: t('columns.win'), cell: (row) => money(row.winAmount) },
              { label: t('columns.profit'), cell: (row) => money(row.profitAndLoss), className: (row) => signClass(row.profitAndLoss), card: 'amount' },
            ]}
            foot={
              <>

              {(
                [
                  ['pageTotal', data.pageTotals],
                  ['rangeTotals', data.rangeTotals],
                ] as const
              ).map(([label, totals]) => (
                <tr key={label}>
                  <th scope="row" colSpan={3}>{t(label)}</th>
                  <td data-label={t('columns.bet')}>{money(totals.betAmount)}</td>
                  <td data-label={t('columns.validBet')}>{money(totals.validBetAmount)}</td>
                  <td data-label={t('columns.win')}>{money(totals.winAmount)}</td>
                  <td data-label={t('columns.profit')}>{money(totals.profitAndLoss)}</td>
                </tr>
              ))}
              </>
            }
          />
          <Pager page={data.page} pages={data.totalPages} onPage={setPage} />
        </>
        )}
      </RecordBody>
    </section>
  );
}

/** /personalProfit: P&L per game type, deposits and withdrawals. */
export function PersonalProfit() {
  const t = useTranslations('records');
  const locale = useLocale();
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const { data, error, isLoading, mutate } = useSWR(`/api/records/profit?startDate=${range.start}&endDate=${range.end}`, fetchRecord<ProfitSummary>);
  const money = (value: string) => formatAmount(value, locale);
  return (
    <section className="records">
      <RecordRange onChange={setRange} />
      <RecordBody error={error} loading={isLoading} data={data} empty={() => false} onRetry={() => mutate()}>
        {(data) => (
        <>
          <dl className="summary">
            <dt>{t('deposits')}</dt>
            <dd>{money(data.deposits)}</dd>
            <dt>{t('withdrawals')}</dt>
            <dd>{money(data.withdrawals)}</dd>
          </dl>
          <DataTable
            rows={data.byGameType}
            rowKey={(row) => row.gameType}
            columns={[
              { label: t('columns.gameType'), cell: (row) => t(`gameTypes.${row.gameType}`), rowHeader: true, card: 'title' },
              { label: t('columns.rounds'), cell: (row) => row.rounds },
              { label: t('columns.bet'), cell: (row) => money(row.betAmount) },
              { label: t('columns.validBet'), cell: (row) => money(row.validBetAmount) },
              { label: t('columns.win'), cell: (row) => money(row.winAmount) },
              { label: t('columns.profit'), cell: (row) => money(row.profitAndLoss), card: 'amount' },
            ]}
            foot={
              <>

              <tr>
                <th scope="row">{t('total')}</th>
                <td data-label={t('columns.rounds')}>{data.total.rounds}</td>
                <td data-label={t('columns.bet')}>{money(data.total.betAmount)}</td>
                <td data-label={t('columns.validBet')}>{money(data.total.validBetAmount)}</td>
                <td data-label={t('columns.win')}>{money(data.total.winAmount)}</td>
                <td data-label={t('columns.profit')}>{money(data.total.profitAndLoss)}</td>
              </tr>
              </>
            }
          />
        </>
        )}
      </RecordBody>
    </section>
  );
}
