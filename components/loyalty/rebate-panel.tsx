'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import type { RebateAnswer, RebateClaimAnswer, RebateRecordsAnswer, RebateSetting } from '@/contract/loyalty';
import { formatAmount } from '@/lib/format/amount';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { fetchLoyalty, formatMoment, LoyaltyError, loyaltyErrorCode } from './loyalty-common';

interface RebateView {
  claimable: RebateAnswer;
  settings: RebateSetting[];
}

/** /manualRebate: what is claimable per product since the last claim, a confirmed claim, the receipt, the rates and the records. */
export function RebatePanel() {
  const t = useTranslations('loyalty');
  const locale = useLocale();
  const { data, error, mutate } = useSWR('/api/loyalty/rebate', fetchLoyalty<RebateView>);
  const records = useSWR('/api/loyalty/rebate/records?page=1&size=10', fetchLoyalty<RebateRecordsAnswer>);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<RebateClaimAnswer | null>(null);
  const actionKey = useRef<string | null>(null);
  const money = (value: string) => formatAmount(value, locale);

  if (error) return <LoyaltyError code={loyaltyErrorCode(error)} onRetry={() => mutate()} />;
  if (!data) return <p aria-busy="true">{t('loading')}</p>;
  const { claimable } = data;
  const nothing = Number(claimable.total) <= 0;

  async function claim() {
    actionKey.current ??= newActionKey();
    setBusy(true);
    const result = await callMoneyApi<RebateClaimAnswer>('/api/loyalty/rebate/claim', {}, actionKey.current);
    setBusy(false);
    if (!result.ok && outcomeUnknown(result)) return setProblem(result.error.code); // same key on retry
    actionKey.current = null;
    setConfirming(false);
    if (!result.ok) {
      setProblem(result.error.code);
    } else {
      setProblem(null);
      setReceipt(result.data);
    }
    await Promise.all([mutate(), records.mutate()]);
  }

  return (
    <section className="loyalty" data-testid="rebate-panel">
      <p>{t('rebate.intro')}</p>
      {receipt ? (
        <div role="status" className="loyalty-notice" data-testid="rebate-receipt">
          {t('rebate.claimed', { amount: money(receipt.total), balance: money(receipt.balance) })}
        </div>
      ) : null}
      {problem ? <LoyaltyError code={problem} /> : null}
      {claimable.automatic ? <p>{t('rebate.automatic')}</p> : null}
      <h2>{t('rebate.claimable')}</h2>
      <p className="muted">{claimable.from ? t('rebate.since', { time: formatMoment(claimable.from, locale) }) : t('rebate.sinceStart')}</p>
      {claimable.items.length === 0 ? (
        <p data-testid="rebate-empty">{t('rebate.empty')}</p>
      ) : (
        <table className="loyalty-table">
          <thead>
            <tr>
              <th scope="col">{t('rebate.product')}</th>
              <th scope="col">{t('rebate.validBet')}</th>
              <th scope="col">{t('rebate.rate')}</th>
              <th scope="col">{t('rebate.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {claimable.items.map((item) => (
              <tr key={item.series} data-testid={`rebate-row-${item.series}`}>
                <td>{t(`series.${item.series}`)}</td>
                <td>{money(item.validBet)}</td>
                <td>{item.rate}%</td>
                <td>{money(item.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="loyalty-total">
        {t('rebate.total')}: <strong data-testid="rebate-total">{money(claimable.total)}</strong>
      </p>
      {claimable.automatic ? null : confirming ? (
        <div role="dialog" aria-labelledby="rebate-confirm" className="loyalty-confirm">
          <p id="rebate-confirm">{t('rebate.confirmTitle', { amount: money(claimable.total) })}</p>
          <button type="button" className="btn btn-primary" onClick={claim} disabled={busy} autoFocus data-testid="rebate-confirm">
            {t('rebate.confirm')}
          </button>
          <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={busy}>
            {t('rebate.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-primary" disabled={nothing} onClick={() => (setReceipt(null), setProblem(null), setConfirming(true))} data-testid="rebate-claim">
          {t('rebate.claim')}
        </button>
      )}

      <h2>{t('rebate.rates')}</h2>
      <ul className="loyalty-rates">
        {data.settings
          .filter((s) => s.enabled)
          .map((s) => (
            <li key={s.series}>
              {t(`series.${s.series}`)}: {s.effectiveRate}%{Number(s.vipBoost) > 0 ? ` (${t('rebate.vipBoost', { rate: s.vipBoost })})` : ''}
            </li>
          ))}
      </ul>

      <h2>{t('rebate.records')}</h2>
      {records.error ? (
        <LoyaltyError code={loyaltyErrorCode(records.error)} onRetry={() => records.mutate()} />
      ) : !records.data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : records.data.list.length === 0 ? (
        <p>{t('rebate.recordsEmpty')}</p>
      ) : (
        <table className="loyalty-table" data-testid="rebate-records">
          <thead>
            <tr>
              <th scope="col">{t('rebate.claimedAt')}</th>
              <th scope="col">{t('rebate.mode')}</th>
              <th scope="col">{t('rebate.validBet')}</th>
              <th scope="col">{t('rebate.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {records.data.list.map((r) => (
              <tr key={r.claimId}>
                <td>{formatMoment(r.createdAt, locale)}</td>
                <td>{r.mode === 'manual' ? t('rebate.manual') : t('rebate.automaticMode')}</td>
                <td>{money(r.validBet)}</td>
                <td>{money(r.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
