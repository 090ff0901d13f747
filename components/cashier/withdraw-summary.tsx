'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { WithdrawAccountInfo, WithdrawSettings } from '@/contract/cashier-withdraw';
import { formatAmount } from '@/lib/format/amount';

/** The top of /withdraw (money-and-agents §3.2): balance, withdrawable, bonus held, the window, the daily count and the limits. */
export function WithdrawSummary({ settings, account }: { settings: WithdrawSettings; account: WithdrawAccountInfo }) {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  const money = (value: string) => formatAmount(value, locale);
  return (
    <section className="withdraw-summary" aria-label={t('withdrawTitle')}>
      <dl className="summary">
        <dt>{t('balance')}</dt>
        <dd>{money(account.mainWalletBalance)}</dd>
        <dt>{t('withdrawable')}</dt>
        <dd>
          <strong>{money(account.withdrawableAmount)}</strong>
        </dd>
        {account.bonusHeld && account.bonusHeld !== '0.00' && (
          <>
            <dt>{t('bonusHeld')}</dt>
            <dd>{money(account.bonusHeld)}</dd>
          </>
        )}
        <dt>{t('window')}</dt>
        <dd>{settings.allDay ? t('allDay') : t('windowHours', { from: settings.withdrawDateFrom, to: settings.withdrawDateTo })}</dd>
      </dl>
      <p>{t('dailyLimit', { max: account.maxTransactionTimes, remaining: account.remainingTransactionTimes })}</p>
      <p className="hint">{t('limits', { min: money(account.minWithdrawal), max: money(account.maxWithdrawal) })}</p>
    </section>
  );
}
