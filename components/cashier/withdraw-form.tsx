'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FUNDS_PASSWORD_MIN, type BankCard, type WithdrawAccountInfo, type WithdrawResult } from '@/contract/cashier-withdraw';
import { formatAmount } from '@/lib/format/amount';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { cardLabel } from './card-label';
import { useWithdrawFee } from './use-withdraw-fee';
import { payoutOf, withdrawAmountProblem } from './withdraw-amount';
import { FormAlert } from '@/components/ui/form-alert';
import { useErrorText } from '@/lib/ui/use-messages';

/** Refusals about the password: the field is cleared (money-and-agents §3.4). */
const PASSWORD_CODES = new Set(['invalid.payment.pw', 'payment.pw.locked', 'payment.pw.too_short']);

interface WithdrawFormProps {
  account: WithdrawAccountInfo;
  cards: BankCard[];
  /** The withdrawal is booked: show the receipt. */
  onDone(result: WithdrawResult, card: string): void;
  /** The platform refused: limits, balance or cards may have changed, read them again. */
  onRefused(code: string): void;
}

/**
 * The amount, the card and the funds password, then a confirmation step that shows what will move
 * before anything does. One Idempotency-Key per withdrawal: made when the confirmation opens, sent
 * again on a retry or a double click, dropped once the platform answered.
 */
export function WithdrawForm({ account, cards, onDone, onRefused }: WithdrawFormProps) {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  const errorText = useErrorText('withdraw');
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState(() => (cards.length === 1 ? String(cards[0].id) : ''));
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [actionKey, setActionKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  const amountProblem = withdrawAmountProblem(amount, account);
  const fee = useWithdrawFee(amount.trim(), amountProblem === undefined);
  const card = cards.find((c) => String(c.id) === cardId);
  const money = (value: string) => formatAmount(value, locale);
  const feeValue = fee.status === 'ready' ? fee.fee.value : undefined;
  const payout = payoutOf(amount, feeValue);

  useEffect(() => {
    if (actionKey) confirmHeading.current?.focus();
  }, [actionKey]);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setProblem(null);
    if (amountProblem) return;
    if (!card) return setProblem(t('chooseCardNeeded'));
    if (password.length < FUNDS_PASSWORD_MIN) return setProblem(errorText('payment.pw.too_short'));
    setActionKey(newActionKey());
  }

  async function send() {
    if (!actionKey || !card || sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    const result = await callMoneyApi<WithdrawResult>('/api/withdraw', { amount: amount.trim(), bankCardId: card.id, password }, actionKey);
    sending.current = false;
    setBusy(false);
    if (result.ok) return onDone(result.data, cardLabel(card, locale));
    setProblem(errorText(result.error.code));
    // No definite answer (network, server error): keep the key, so sending again cannot book twice.
    if (outcomeUnknown(result)) return;
    setActionKey(null);
    if (PASSWORD_CODES.has(result.error.code)) setPassword('');
    onRefused(result.error.code);
  }

  if (actionKey && card) {
    return (
      <section className="withdraw-step" aria-labelledby="confirm-title">
        <h2 id="confirm-title" ref={confirmHeading} tabIndex={-1}>
          {t('confirmTitle')}
        </h2>
        <p className="hint">{t('confirmHint')}</p>
        <dl className="summary">
          <dt>{t('amount')}</dt>
          <dd>{money(amount.trim())}</dd>
          <dt>{t('fee')}</dt>
          <dd aria-live="polite">{fee.status === 'ready' ? (fee.fee.free ? t('feeFree') : money(fee.fee.value)) : fee.status === 'loading' ? t('feeLoading') : '—'}</dd>
          <dt>{t('payout')}</dt>
          <dd>{payout ? <strong>{money(payout)}</strong> : '—'}</dd>
          <dt>{t('card')}</dt>
          <dd>{cardLabel(card, locale)}</dd>
        </dl>
        {fee.status === 'error' ? <p className="hint">{t('feeUnknown')}</p> : null}
        <FormAlert>{problem}</FormAlert>
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={send} disabled={busy || fee.status === 'loading'} aria-busy={busy}>
            {busy ? t('submitting') : t('confirm')}
          </button>
          <button type="button" className="btn" onClick={() => setActionKey(null)} disabled={busy}>
            {t('back')}
          </button>
        </div>
      </section>
    );
  }

  const showAmountProblem = touched && amount !== '' ? amountProblem : touched ? 'amount_invalid' : undefined;
  return (
    <form className="form withdraw-form" onSubmit={review} noValidate aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className="visually-hidden">
        {t('withdrawTitle')}
      </h2>
      <div className="field">
        <label htmlFor="withdraw-amount">{t('amount')}</label>
        <input
          id="withdraw-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => amount !== '' && setTouched(true)}
          aria-invalid={showAmountProblem ? true : undefined}
          aria-describedby="withdraw-amount-limits withdraw-amount-problem"
        />
        <p id="withdraw-amount-limits" className="hint">
          {t('limits', { min: money(account.minWithdrawal), max: money(account.maxWithdrawal) })}
        </p>
        <p id="withdraw-amount-problem" className="field-error" role={showAmountProblem ? 'alert' : undefined}>
          {showAmountProblem ? errorText(showAmountProblem) : null}
        </p>
      </div>
      <p className="withdraw-fee" aria-live="polite">
        {fee.status === 'idle' ? null : (
          <>
            {t('fee')}: {fee.status === 'loading' ? t('feeLoading') : fee.status === 'error' ? t('feeUnknown') : fee.fee.free ? t('feeFree') : money(fee.fee.value)}
            {payout ? (
              <>
                {' · '}
                {t('payout')}: <strong>{money(payout)}</strong>
              </>
            ) : null}
          </>
        )}
      </p>
      <div className="field">
        <label htmlFor="withdraw-card">{t('card')}</label>
        <select id="withdraw-card" value={cardId} onChange={(event) => setCardId(event.target.value)} required>
          <option value="">{t('chooseCard')}</option>
          {cards.map((c) => (
            <option key={c.id} value={c.id}>
              {cardLabel(c, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="withdraw-password">{t('fundsPassword')}</label>
        <input
          id="withdraw-password"
          name="password"
          type="password"
          autoComplete="current-password"
          minLength={FUNDS_PASSWORD_MIN}
          maxLength={64}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
      </div>
      <FormAlert>{problem}</FormAlert>
      <button type="submit" className="btn btn-primary">
        {t('next')}
      </button>
    </form>
  );
}
