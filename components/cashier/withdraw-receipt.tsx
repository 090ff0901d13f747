'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { WithdrawResult } from '@/contract/cashier-withdraw';
import { formatAmount } from '@/lib/format/amount';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { payoutOf } from './withdraw-amount';

/** What the platform booked: the order number and its state, with the way to the records. */
export function WithdrawReceipt({ result, card, onNew }: { result: WithdrawResult; card: string; onNew: () => void }) {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const money = (value: string) => formatAmount(value, locale);
  const payout = payoutOf(result.amount, result.fee);
  return (
    <section className="withdraw-step" aria-labelledby="receipt-title">
      <h2 id="receipt-title" ref={heading} tabIndex={-1}>
        {t('receiptTitle')}
      </h2>
      <dl className="summary">
        <dt>{t('receiptId')}</dt>
        <dd>{result.withdrawalId}</dd>
        <dt>{t('receiptState')}</dt>
        <dd>{t.has(`status_withdrawal_${result.state}` as never) ? t(`status_withdrawal_${result.state}` as never) : result.state}</dd>
        <dt>{t('amount')}</dt>
        <dd>{money(result.amount)}</dd>
        <dt>{t('fee')}</dt>
        <dd>{money(result.fee)}</dd>
        {payout ? (
          <>
            <dt>{t('payout')}</dt>
            <dd>{money(payout)}</dd>
          </>
        ) : null}
        <dt>{t('card')}</dt>
        <dd>{card}</dd>
        <dt>{t('receiptBalance')}</dt>
        <dd>{money(result.balance)}</dd>
      </dl>
      <div className="actions">
        <ClientLocaleLink href="/withdrawRecords" className="btn btn-primary">
          {t('viewRecords')}
        </ClientLocaleLink>
        <button type="button" className="btn" onClick={onNew}>
          {t('newWithdrawal')}
        </button>
      </div>
    </section>
  );
}
