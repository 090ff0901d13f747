'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { MAIN_WALLET, type TransferUplineReceipt, type WalletTransferAnswer, type WalletsAnswer } from '@/contract/cashier-records';
import { amountSchema } from '@/contract/money';
import { formatAmount } from '@/lib/format/amount';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { RecordError, errorCode, fetchRecord } from './record-range';

const amountProblem = (text: string) => {
  const parsed = amountSchema.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'amount_invalid');
};

/**
 * /transferFund: main and vendor balances, a transfer form and "return all". With a single wallet
 * (mode seamless) there is nothing to transfer: only money left in vendor wallets, and "return all".
 */
export function TransferFund() {
  const t = useTranslations('records');
  const locale = useLocale();
  const { data, error, mutate } = useSWR('/api/wallets', fetchRecord<WalletsAnswer>);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const actionKey = useRef<string | null>(null);
  const money = (value: string) => formatAmount(value, locale);

  if (error) return <RecordError code={errorCode(error)} onRetry={() => mutate()} />;
  if (!data) return <p aria-busy="true">{t('loading')}</p>;
  const single = data.mode === 'seamless';
  if (single && data.wallets.length === 0) {
    return (
      <>
        {notice ? <p role="status">{notice}</p> : null}
        <p>{t('wallets.seamless')}</p>
      </>
    );
  }
  const names = [MAIN_WALLET, ...data.wallets.map((w) => w.vendor)];
  const label = (code: string) => (code === MAIN_WALLET ? t('wallets.main') : code);
  const target = to || names.find((n) => n !== from) || MAIN_WALLET;

  async function run(url: string, body: unknown, done: (answer: WalletTransferAnswer) => string) {
    actionKey.current ??= newActionKey();
    setBusy(true);
    const result = await callMoneyApi<WalletTransferAnswer>(url, body, actionKey.current);
    setBusy(false);
    if (!result.ok && outcomeUnknown(result)) return setProblem(result.error.code); // same key on retry
    actionKey.current = null;
    if (!result.ok) return setProblem(result.error.code);
    setProblem(null);
    setNotice(done(result.data));
    await mutate(result.data.wallets, { revalidate: false });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const bad = amountProblem(amount.trim());
    if (bad) return setProblem(bad);
    await run('/api/transfer/fund', { from, to: target, amount: amount.trim() }, (a) => t('wallets.moved', { amount: money(a.moved) }));
    setAmount('');
  }

  return (
    <section className="records">
      <dl className="summary">
        <dt>{t('wallets.main')}</dt>
        <dd>{money(data.main)}</dd>
        {data.wallets.map((w) => (
          <div key={w.vendor}>
            <dt>{w.vendor}</dt>
            <dd>{money(w.balance)}</dd>
          </div>
        ))}
        <dt>{t('wallets.total')}</dt>
        <dd>{money(data.total)}</dd>
      </dl>
      <button className="btn"
        type="button"
        disabled={busy}
        onClick={() => run('/api/transfer/return', {}, (a) => (a.orderNo ? t('wallets.returned', { amount: money(a.moved) }) : t('wallets.nothingToReturn')))}
      >
        {t('wallets.returnAll')}
      </button>
      {single ? (
        <p>{t('wallets.seamless')}</p>
      ) : (
        <form onSubmit={submit}>
          <label>
            {t('wallets.fromWallet')}{' '}
            <select value={from} onChange={(e) => setFrom(e.target.value)}>
              {names.map((n) => (
                <option key={n} value={n}>{label(n)}</option>
              ))}
            </select>
          </label>
          <label>
            {t('wallets.toWallet')}{' '}
            <select value={target} onChange={(e) => setTo(e.target.value)}>
              {names.filter((n) => n !== from).map((n) => (
                <option key={n} value={n}>{label(n)}</option>
              ))}
            </select>
          </label>
          <label>
            {t('upline.amount')} <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
          </label>
          <button className="btn btn-primary" type="submit" disabled={busy}>{t('wallets.transfer')}</button>
        </form>
      )}
      {problem && <RecordError code={problem} />}
      {notice && !problem && <p role="status">{notice}</p>}
    </section>
  );
}

/** /transferUpline (and the agent center's agentTransferUpline): amount and funds password, a confirmation step, then the receipt. */
export function TransferUpline({ onDone }: { onDone?: () => void } = {}) {
  const t = useTranslations('records');
  const locale = useLocale();
  const [step, setStep] = useState<'form' | 'confirm' | 'done'>('form');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<TransferUplineReceipt | null>(null);
  const [busy, setBusy] = useState(false);
  const actionKey = useRef<string | null>(null);
  const money = (value: string) => formatAmount(value, locale);

  async function confirm() {
    actionKey.current ??= newActionKey();
    setBusy(true);
    const result = await callMoneyApi<TransferUplineReceipt>('/api/transfer/upline', { amount: amount.trim(), password, remark: remark || undefined }, actionKey.current);
    setBusy(false);
    if (!result.ok && outcomeUnknown(result)) return setProblem(result.error.code);
    actionKey.current = null;
    setPassword('');
    if (!result.ok) {
      setStep('form');
      return setProblem(result.error.code);
    }
    setReceipt(result.data);
    setStep('done');
    onDone?.();
  }

  if (step === 'done' && receipt) {
    return (
      <section className="records" aria-live="polite">
        <h2>{t('upline.receiptTitle')}</h2>
        <dl className="summary">
          <dt>{t('columns.orderNo')}</dt>
          <dd>{receipt.orderNo}</dd>
          <dt>{t('columns.amount')}</dt>
          <dd>{money(receipt.amount)}</dd>
          <dt>{t('upline.receiptUpline')}</dt>
          <dd>{receipt.upline}</dd>
          <dt>{t('upline.receiptBalance')}</dt>
          <dd>{money(receipt.balance)}</dd>
        </dl>
        <button className="btn" type="button" onClick={() => (setStep('form'), setAmount(''), setRemark(''), setReceipt(null))}>
          {t('upline.another')}
        </button>
      </section>
    );
  }
  if (step === 'confirm') {
    return (
      <section className="records" role="dialog" aria-labelledby="upline-confirm">
        <h2 id="upline-confirm">{t('upline.confirmTitle')}</h2>
        <p>{t('upline.confirmText', { amount: money(amount.trim()) })}</p>
        <button className="btn btn-primary" type="button" onClick={confirm} disabled={busy} autoFocus>{t('upline.confirm')}</button>
        <button className="btn" type="button" onClick={() => setStep('form')} disabled={busy}>{t('upline.back')}</button>
        {problem && <RecordError code={problem} />}
      </section>
    );
  }
  return (
    <form
      className="records"
      onSubmit={(event) => {
        event.preventDefault();
        const bad = amountProblem(amount.trim());
        if (bad) return setProblem(bad);
        setProblem(null);
        setStep('confirm');
      }}
    >
      <label>
        {t('upline.amount')} <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </label>
      <label>
        {t('upline.password')} <input type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} required maxLength={64} />
      </label>
      <label>
        {t('upline.remark')} <input value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={100} />
      </label>
      <button type="submit" className="btn btn-primary">{t('upline.continue')}</button>
      {problem && <RecordError code={problem} />}
    </form>
  );
}
