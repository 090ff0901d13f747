'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { THAI_BANKS, bankOf, type BankCardList } from '@/contract/cashier-withdraw';
import { callApi } from '@/lib/ui/post-json';
import { bankName } from './card-label';
import { fetchJson } from './fetch-json';
import { BankBadge } from './payment-badges';
import { FormAlert } from '@/components/ui/form-alert';
import { useErrorText } from '@/lib/ui/use-messages';

/** /bankCard: the member's cards, the binding form (real name, account-number rule, funds password on first binding). */
export function BankCards() {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  const errorText = useErrorText('withdraw');
  const { data, error, mutate } = useSWR('/api/bank-cards', fetchJson<BankCardList>);
  const [notice, setNotice] = useState<string | null>(null);
  if (error) {
    return (
      <p role="alert">
        {errorText((error as { code?: string }).code)}{' '}
        <button type="button" className="btn" onClick={() => mutate()}>{t('retry')}</button>
      </p>
    );
  }
  if (!data) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <>
      <p>{t('cardCount', { count: data.cards.length, max: data.maxCardCount })}</p>
      {notice ? <p role="status">{notice}</p> : null}
      {data.cards.length === 0 ? <p>{t('noCards')}</p> : null}
      <ul className="card-list">
        {data.cards.map((card) => (
          <li key={card.id}>
            <BankBadge code={card.bankCode} /> <strong>{bankName(card.bankCode, locale, card.bankName)}</strong> {card.accountNumber} — {card.accountName}
            <DeleteCard id={card.id} onDone={() => { setNotice(t('deleted')); void mutate(); }} />
          </li>
        ))}
      </ul>
      {data.accountName === null ? (
        <p role="alert">{t('noPayeeName')}</p>
      ) : data.cards.length >= data.maxCardCount ? (
        <p>{t('limitReached')}</p>
      ) : (
        <BindForm accountName={data.accountName} firstBinding={!data.hasFundsPassword} onDone={() => { setNotice(t('bound')); void mutate(); }} />
      )}
    </>
  );
}

function BindForm({ accountName, firstBinding, onDone }: { accountName: string; firstBinding: boolean; onDone: () => void }) {
  const t = useTranslations('withdraw');
  const errorText = useErrorText('withdraw');
  const [bankCode, setBankCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const bank = bankOf(bankCode);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    const result = await callApi('/api/bank-cards', {
      bankCode,
      accountNumber: String(form.get('accountNumber') ?? ''),
      accountName,
      fundsPassword: String(form.get('fundsPassword') ?? ''),
      ...(firstBinding ? { confirmFundsPassword: String(form.get('confirmFundsPassword') ?? '') } : {}),
    });
    setBusy(false);
    if (!result.ok) return setProblem(errorText(result.error.code));
    event.currentTarget?.reset();
    onDone();
  }

  return (
    <form onSubmit={submit} aria-labelledby="bind-title" className="form">
      <h2 id="bind-title">{t('bindTitle')}</h2>
      <div className="field">
        <label htmlFor="bank">{t('bank')}</label>
        <select id="bank" required value={bankCode} onChange={(event) => setBankCode(event.target.value)}>
          <option value="">{t('chooseBank')}</option>
          {THAI_BANKS.map((b) => (
            <option key={b.code} value={b.code}>{`${b.nameTh} (${b.nameEn})`}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="accountNumber">{t('accountNumber')}</label>
        <input id="accountNumber" name="accountNumber" inputMode="numeric" autoComplete="off" required pattern={bank ? `[0-9\\- ]{${Math.min(...bank.lengths)},${Math.max(...bank.lengths) + 4}}` : undefined} aria-describedby="accountNumber-rule" />
        <p id="accountNumber-rule" className="hint">{bank ? t('accountNumberRule', { digits: bank.lengths.join(' / ') }) : null}</p>
      </div>
      <div className="field">
        <span>{t('accountName')}</span>
        <p><strong>{accountName}</strong></p>
        <p className="hint">{t('accountNameHint')}</p>
      </div>
      {firstBinding ? <p className="hint">{t('firstBindingHint')}</p> : null}
      <div className="field">
        <label htmlFor="fundsPassword">{t('fundsPassword')}</label>
        <input id="fundsPassword" name="fundsPassword" type="password" autoComplete={firstBinding ? 'new-password' : 'current-password'} minLength={6} required />
      </div>
      {firstBinding ? (
        <div className="field">
          <label htmlFor="confirmFundsPassword">{t('confirmFundsPassword')}</label>
          <input id="confirmFundsPassword" name="confirmFundsPassword" type="password" autoComplete="new-password" minLength={6} required />
        </div>
      ) : null}
      <FormAlert>{problem}</FormAlert>
      <button type="submit" className="btn primary" disabled={busy}>{busy ? t('binding') : t('bind')}</button>
    </form>
  );
}

function DeleteCard({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslations('withdraw');
  const errorText = useErrorText('withdraw');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open) return <button type="button" className="btn" onClick={() => setOpen(true)}>{t('deleteCard')}</button>;
  async function remove() {
    const result = await callApi('/api/bank-cards', { id, fundsPassword: password }, 'DELETE');
    if (!result.ok) return setProblem(errorText(result.error.code));
    setOpen(false);
    onDone();
  }
  return (
    <div role="group" aria-label={t('deleteCard')}>
      <p>{t('deleteWarning')}</p>
      <label htmlFor={`delete-${id}`}>{t('fundsPassword')}</label>
      <input id={`delete-${id}`} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <FormAlert>{problem}</FormAlert>
      <button type="button" className="btn danger" onClick={remove} disabled={password.length < 6}>{t('deleteConfirm')}</button>
      <button type="button" className="btn" onClick={() => setOpen(false)}>{t('cancel')}</button>
    </div>
  );
}
