'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { BankCardList, TurnoverInfo, WithdrawAccountInfo, WithdrawResult, WithdrawSettings } from '@/contract/cashier-withdraw';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { codeOf, fetchJson } from './fetch-json';
import { FundsPasswordSetup } from './funds-password-setup';
import { TurnoverBox } from './turnover-box';
import { WithdrawForm } from './withdraw-form';
import { WithdrawReceipt } from './withdraw-receipt';
import { WithdrawSummary } from './withdraw-summary';
import { useErrorText } from '@/lib/ui/use-messages';

/** GET /api/withdraw: the withdraw screen in one answer (lib/wps/withdraw.ts withdrawOverview). */
export interface WithdrawOverview {
  settings: WithdrawSettings;
  account: WithdrawAccountInfo;
  turnover: TurnoverInfo;
}

/** /withdraw (money-and-agents §3.2–3.4): what may be withdrawn now, the form, and the receipt. */
export function WithdrawScreen() {
  const t = useTranslations('withdraw');
  const errorText = useErrorText('withdraw');
  const overview = useSWR('/api/withdraw', fetchJson<WithdrawOverview>, { revalidateOnFocus: false });
  const cards = useSWR('/api/bank-cards', fetchJson<BankCardList>, { revalidateOnFocus: false });
  const [receipt, setReceipt] = useState<{ result: WithdrawResult; card: string } | null>(null);

  const failed = overview.error ?? cards.error;
  if (failed) {
    return (
      <div role="alert">
        <p>{errorText(codeOf(failed))}</p>
        <button
          type="button"
          className="btn"
          onClick={() => {
            void overview.mutate();
            void cards.mutate();
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!overview.data || !cards.data) return <p aria-busy="true">{t('loading')}</p>;

  if (receipt) {
    return (
      <WithdrawReceipt
        result={receipt.result}
        card={receipt.card}
        onNew={() => {
          setReceipt(null);
          void overview.mutate();
        }}
      />
    );
  }

  const { settings, account, turnover } = overview.data;
  const blocked = !account.allowWithdraw
    ? errorText('withdraw_not_allowed')
    : !account.inWindow
      ? t('outsideWindow')
      : account.remainingTransactionTimes <= 0
        ? errorText('withdraw_daily_count')
        : null;

  return (
    <>
      <WithdrawSummary settings={settings} account={account} />
      <TurnoverBox turnover={turnover} />
      {blocked ? (
        <p className="form-error" role="status">
          {blocked}
        </p>
      ) : turnover.status === 'N' ? null : cards.data.cards.length === 0 ? (
        <p>
          {t('noCardForWithdraw')}{' '}
          <ClientLocaleLink href="/bankCard" className="btn btn-primary">
            {t('goBind')}
          </ClientLocaleLink>
        </p>
      ) : !cards.data.hasFundsPassword ? (
        <FundsPasswordSetup onDone={() => void cards.mutate()} />
      ) : (
        <WithdrawForm
          account={account}
          cards={cards.data.cards}
          onDone={(result, card) => setReceipt({ result, card })}
          onRefused={(code) => {
            void overview.mutate();
            if (code === 'not.exists.payment.password' || code === 'bank_card_not_found') void cards.mutate();
          }}
        />
      )}
      <p className="form-links">
        <ClientLocaleLink href="/withdrawRecords">{t('viewRecords')}</ClientLocaleLink>
        <ClientLocaleLink href="/bankCard">{t('bankCardsTitle')}</ClientLocaleLink>
      </p>
    </>
  );
}
