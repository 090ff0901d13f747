'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { splitEvenly, type AgentTransferReceipt, type TransferEnabledAnswer } from '@/contract/agent-transfers';
import { amountSchema, fromMinor, toMinor } from '@/contract/money';
import { RecordError, errorCode, fetchRecord } from '@/components/records/record-range';
import { formatAmount } from '@/lib/format/amount';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { PayeePicker } from './payee-picker';
import { TransferConfirmation, type PlannedShare } from './transfer-confirmation';
import { TransferError, type LimitValues } from './transfer-error';
import { TransferReceipt } from './transfer-receipt';

type Mode = 'each' | 'total';

/** The shares as the platform will pay them (contract's split rule), or the amount's problem code. */
export function plannedShares(payees: readonly string[], mode: Mode, amountText: string): PlannedShare[] | string {
  const parsed = amountSchema.safeParse(amountText.trim());
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'amount_invalid';
  const amount = toMinor(parsed.data)!;
  const shares = mode === 'each' ? payees.map(() => amount) : splitEvenly(amount, payees.length);
  return payees.map((account, i) => ({ account, amount: fromMinor(shares[i]) }));
}

/**
 * /agentHome/agentRedRain (AGENTRANSMULTDOWN3): pay one downline or many. Pick payees (or arrive
 * with ?to=<account>), an amount each or a total split evenly, the funds password; confirm the
 * payees and the total; the receipt. One payee goes as a transfer to a downline, several as one
 * red envelope: either way one ledger entry, all or nothing.
 */
export function RedEnvelope({ initialPayee }: { initialPayee?: string }) {
  const t = useTranslations('agentTransfers');
  const locale = useLocale();
  const status = useSWR('/api/agent/transfers/enabled', fetchRecord<TransferEnabledAnswer>);
  const [payees, setPayees] = useState<string[]>(initialPayee ? [initialPayee] : []);
  const [mode, setMode] = useState<Mode>('each');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [step, setStep] = useState<'form' | 'confirm' | 'done'>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<AgentTransferReceipt | null>(null);
  const [busy, setBusy] = useState(false);
  const actionKey = useRef<string | null>(null);
  const money = (value: string) => formatAmount(value, locale);

  if (status.error) return <RecordError code={errorCode(status.error)} onRetry={() => status.mutate()} />;
  if (!status.data) return <p aria-busy="true">{t('loading')}</p>;
  const limits = status.data;
  const limitValues: LimitValues = {
    min: money(limits.minPerTransfer),
    max: money(limits.maxPerTransfer),
    remaining: money(limits.remainingToday),
    maxPayees: String(limits.maxPayees),
  };
  if (!limits.enabled) return <TransferError code="transfer_disabled" />;

  const shares = payees.length ? plannedShares(payees, mode, amount) : [];
  const total = Array.isArray(shares) ? fromMinor(shares.reduce((sum, s) => sum + toMinor(s.amount)!, 0n)) : '0.00';

  function review(event: FormEvent) {
    event.preventDefault();
    if (payees.length === 0) return setProblem('payees_empty');
    if (payees.length > limits.maxPayees) return setProblem('payees_too_many');
    if (typeof shares === 'string') return setProblem(shares);
    if (shares.some((s) => toMinor(s.amount)! < toMinor(limits.minPerTransfer)!)) return setProblem('transfer_below_min');
    if (shares.some((s) => toMinor(s.amount)! > toMinor(limits.maxPerTransfer)!)) return setProblem('transfer_above_max');
    if (toMinor(total)! > toMinor(limits.remainingToday)!) return setProblem('transfer_daily_limit');
    if (toMinor(total)! > toMinor(limits.balance)!) return setProblem('insufficient_balance');
    setProblem(null);
    setStep('confirm');
  }

  async function send() {
    actionKey.current ??= newActionKey();
    setBusy(true);
    const result =
      payees.length === 1
        ? await callMoneyApi<AgentTransferReceipt>(
            '/api/agent/transfers/downline',
            { payee: payees[0], amount: (shares as PlannedShare[])[0].amount, password, remark: remark || undefined },
            actionKey.current,
            'PUT',
          )
        : await callMoneyApi<AgentTransferReceipt>(
            '/api/agent/transfers/red-envelope',
            { payees, [mode === 'each' ? 'amountEach' : 'total']: amount.trim(), password, remark: remark || undefined },
            actionKey.current,
          );
    setBusy(false);
    // A lost answer: the same key on the retry, so the money moves at most once.
    if (!result.ok && outcomeUnknown(result)) return setProblem(result.error.code);
    actionKey.current = null;
    setPassword('');
    await status.mutate();
    if (!result.ok) {
      setStep('form');
      return setProblem(result.error.code);
    }
    setReceipt(result.data);
    setStep('done');
  }

  if (step === 'done' && receipt) {
    return (
      <TransferReceipt
        receipt={receipt}
        onAnother={() => {
          setPayees([]);
          setAmount('');
          setRemark('');
          setReceipt(null);
          setStep('form');
        }}
      />
    );
  }
  if (step === 'confirm' && Array.isArray(shares)) {
    return (
      <TransferConfirmation shares={shares} total={total} remark={remark} busy={busy} onConfirm={send} onBack={() => setStep('form')}>
        {problem && <TransferError code={problem} limits={limitValues} />}
      </TransferConfirmation>
    );
  }

  return (
    <div className="red-envelope">
      <p data-testid="transfer-limits">
        {t('limits', { balance: money(limits.balance), min: limitValues.min, max: limitValues.max, remaining: limitValues.remaining })}
      </p>
      {!limits.hasFundsPassword && <p className="form-error">{t('errors.not_exists_payment_password')}</p>}
      <PayeePicker selected={payees} onChange={setPayees} />
      <form className="records" onSubmit={review}>
        <p aria-live="polite" data-testid="selected-payees">
          {t('selectedCount', { count: payees.length })}
        </p>
        {payees.length > 0 && (
          <ul className="chip-list" aria-label={t('selectedPayees')}>
            {payees.map((account) => (
              <li key={account}>
                {account}{' '}
                <button type="button" aria-label={t('removePayee', { account })} onClick={() => setPayees(payees.filter((a) => a !== account))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <fieldset>
          <legend>{t('mode')}</legend>
          <label>
            <input type="radio" name="mode" checked={mode === 'each'} onChange={() => setMode('each')} /> {t('modeEach')}
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === 'total'} onChange={() => setMode('total')} /> {t('modeTotal')}
          </label>
          {mode === 'total' && <p className="hint">{t('splitRule')}</p>}
        </fieldset>
        <label>
          {mode === 'each' ? t('amountEach') : t('amountTotal')}{' '}
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
        </label>
        <label>
          {t('password')} <input type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} required maxLength={64} />
        </label>
        <label>
          {t('remark')} <input value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={100} />
        </label>
        <button type="submit" className="btn btn-primary">{t('continue')}</button>
        {problem && <TransferError code={problem} limits={limitValues} />}
      </form>
    </div>
  );
}
