'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import type { DepositChannelView, DepositChannels, DepositMethod, DepositOrder, DepositPromotion, DepositSettings } from '@/contract/cashier-deposit';
import { chargeFor, depositChargeRule } from '@/contract/cashier-fees';
import { amountSchema, fromMinor, toMinor } from '@/contract/money';
import { formatAmount } from '@/lib/format/amount';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { fetchJson, usePromotionName } from './deposit-fetch';
import { FormAlert } from '@/components/ui/form-alert';
import { useProfile } from '@/lib/profile/use-profile';
import { useRgRefusalText } from '@/components/responsible-gaming/rg-refusal';
import type { ApiError } from '@/lib/ui/post-json';
import { MethodBadge } from '@/components/cashier/payment-badges';
import { useErrorText } from '@/lib/ui/use-messages';

const METHODS: DepositMethod[] = ['BANK', 'QR', 'USDT'];
const QUICK_AMOUNTS = [100, 300, 500, 1_000, 5_000, 10_000];

interface Draft {
  channel: DepositChannelView;
  amount: string;
  payeeName: string;
  promotionId: string;
}

/** Choose a method, channel, amount and promotion; confirm; the order is made once per confirmation. */
export function DepositForm({ settings, channels, onCreated }: { settings: DepositSettings; channels: DepositChannels; onCreated: (order: DepositOrder) => void }) {
  const t = useTranslations('deposit');
  const locale = useLocale();
  const errorText = useErrorText('deposit');
  const promotionName = usePromotionName();
  const all = useMemo(() => Object.values(channels).flatMap((group) => group.channels), [channels]);
  const methods = METHODS.filter((m) => all.some((c) => c.method === m));
  const [method, setMethod] = useState<DepositMethod | undefined>(methods[0]);
  const ofMethod = all.filter((c) => c.method === method);
  const [vendorId, setVendorId] = useState<string | undefined>(ofMethod[0]?.vendorId);
  const channel = ofMethod.find((c) => c.vendorId === vendorId) ?? ofMethod[0];
  const [amount, setAmount] = useState('');
  // The payer's name starts as the member's real name (the name their bank account is in); they may change it.
  const profile = useProfile();
  const [typedPayee, setPayeeName] = useState<string | null>(null);
  const payeeName = typedPayee ?? profile.data?.realName ?? '';
  // A promotion chosen on its page (/promotions/<id> → /depositv2?promotionId=<id>) comes preselected.
  const wantedPromotion = useSearchParams()?.get('promotionId') ?? '';
  const [promotionId, setPromotionId] = useState(wantedPromotion);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const rgText = useRgRefusalText();
  const [busy, setBusy] = useState(false);
  const actionKey = useRef<string | null>(null);

  const minor = amountSchema.safeParse(amount.trim()).success ? toMinor(amount.trim()) : undefined;
  const promotions = useSWR(
    channel && minor !== undefined ? `/api/deposit/channels?amount=${fromMinor(minor)}&vendorId=${channel.vendorId}` : null,
    (url: string) => fetchJson<{ promotions: DepositPromotion[] }>(url),
  );
  // Only a promotion this deposit may choose (by amount, first deposit) is sent.
  const chosenPromotion = promotions.data?.promotions.some((p) => p.promotionId === promotionId) ? promotionId : '';

  if (settings.allowDeposit !== 'Y' || !channel || !method) return <p className="empty-state">{t('unavailable')}</p>;

  const min = toMinor(channel.min)!;
  const max = toMinor(channel.max)!;
  const fee = minor === undefined ? 0n : chargeFor(minor, depositChargeRule(channel));

  function pickMethod(next: DepositMethod) {
    setMethod(next);
    setVendorId(all.find((c) => c.method === next)?.vendorId);
    setPromotionId('');
    setProblem(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = amountSchema.safeParse(amount.trim());
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'amount_invalid');
    const value = toMinor(amount.trim())!;
    if (value < min) return setProblem('amount_below_min');
    if (value > max) return setProblem('amount_above_max');
    if (method === 'BANK' && payeeName.trim().length < 2) return setProblem('payee_required');
    setProblem(null);
    setError(null);
    actionKey.current = newActionKey();
    setConfirming({ channel, amount: fromMinor(value), payeeName: payeeName.trim(), promotionId: chosenPromotion });
  }

  async function create(draft: Draft) {
    setBusy(true);
    const result = await callMoneyApi<DepositOrder>(
      '/api/deposit',
      {
        method: draft.channel.method,
        vendorId: draft.channel.vendorId,
        amount: draft.amount,
        ...(draft.channel.method === 'BANK' ? { payeeName: draft.payeeName } : {}),
        ...(draft.promotionId ? { promotionId: draft.promotionId } : {}),
      },
      actionKey.current ?? newActionKey(),
    );
    setBusy(false);
    // A network failure keeps the key: "try again" cannot make a second order.
    if (outcomeUnknown(result)) return setError('network_error');
    actionKey.current = null;
    setConfirming(null);
    if (result.ok) onCreated(result.data);
    else {
      setError(result.error.code);
      setRefusal(result.error);
    }
  }

  if (confirming) {
    const draftFee = chargeFor(toMinor(confirming.amount)!, depositChargeRule(confirming.channel));
    return (
      <section aria-labelledby="deposit-confirm-title">
        <h2 id="deposit-confirm-title">{t('confirmTitle')}</h2>
        <dl className="summary">
          <dt>{t('method')}</dt>
          <dd>
            {t(`methods.${confirming.channel.method}`)}
            {/* The operator's own channel name only where it tells channels of one method apart (it is in one language). */}
            {all.filter((c) => c.method === confirming.channel.method).length > 1 ? ` · ${confirming.channel.vendorName}` : null}
          </dd>
          <dt>{t('amount')}</dt>
          <dd>{formatAmount(confirming.amount, locale)}</dd>
          <dt>{t('fee')}</dt>
          <dd>{formatAmount(fromMinor(draftFee), locale)}</dd>
          <dt>{t('credited')}</dt>
          <dd><strong>{formatAmount(fromMinor(toMinor(confirming.amount)! - draftFee), locale)}</strong></dd>
          {confirming.payeeName && (
            <>
              <dt>{t('payeeName')}</dt>
              <dd>{confirming.payeeName}</dd>
            </>
          )}
          <dt>{t('promotion')}</dt>
          <dd>{confirming.promotionId ? promotionName(confirming.promotionId, promotions.data?.promotions.find((p) => p.promotionId === confirming.promotionId)?.name ?? confirming.promotionId) : t('noPromotion')}</dd>
        </dl>
        <FormAlert>{error && (rgText(refusal) ?? errorText(error))}</FormAlert>
        <p className="field-row">
          <button type="button" className="btn" onClick={() => setConfirming(null)} disabled={busy}>{t('back')}</button>
          <button type="button" className="btn btn-primary" onClick={() => create(confirming)} disabled={busy} aria-busy={busy}>
            {error === 'network_error' ? t('retry') : t('confirm')}
          </button>
        </p>
      </section>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="deposit-form-title">
      <h2 id="deposit-form-title" className="visually-hidden">{t('formTitle')}</h2>
      <div className="tabs method-tabs" role="tablist" aria-label={t('method')}>
        {methods.map((m) => (
          <button key={m} type="button" role="tab" className="tab-with-badge" aria-selected={m === method} onClick={() => pickMethod(m)}>
            <MethodBadge method={m} />
            {t(`methods.${m}`)}
          </button>
        ))}
      </div>
      {ofMethod.length > 1 && (
        <fieldset className="field">
          <legend>{t('channel')}</legend>
          {ofMethod.map((c) => (
            <label key={c.vendorId} className="check">
              <input type="radio" name="vendorId" value={c.vendorId} checked={c.vendorId === channel.vendorId} onChange={() => setVendorId(c.vendorId)} />
              {c.vendorName}
            </label>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label htmlFor="deposit-amount">{t('amount')}</label>
        <input
          id="deposit-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={problem?.startsWith('amount') ? true : undefined}
          aria-describedby="deposit-limits"
        />
        <p id="deposit-limits" className="form-note">
          {t('limits', { min: formatAmount(channel.min, locale), max: formatAmount(channel.max, locale) })}
          {' · '}
          {Number(channel.customerCharge) > 0 || channel.customerChargeFixed !== '0.00'
            ? t('feeRule', { percent: channel.customerCharge, min: formatAmount(channel.minCustomerCharge, locale) })
            : t('noFee')}
        </p>
        <div className="field-row" role="group" aria-label={t('quickAmounts')} style={{ flexWrap: 'wrap' }}>
          {QUICK_AMOUNTS.filter((q) => BigInt(q) * 100n >= min && BigInt(q) * 100n <= max).map((q) => (
            <button key={q} type="button" className="btn" onClick={() => setAmount(String(q))} aria-pressed={amount === String(q)}>
              {formatAmount(q, locale)}
            </button>
          ))}
        </div>
        {problem?.startsWith('amount') && <p className="field-error" role="alert">{errorText(problem)}</p>}
      </div>
      {method === 'BANK' && (
        <div className="field">
          <label htmlFor="deposit-payee">{t('payeeName')}</label>
          <input id="deposit-payee" name="payeeName" autoComplete="name" value={payeeName} onChange={(e) => setPayeeName(e.target.value)} aria-invalid={problem === 'payee_required' ? true : undefined} />
          <p className="form-note">{t('payeeNameHint')}</p>
          {problem === 'payee_required' && <p className="field-error" role="alert">{errorText(problem)}</p>}
        </div>
      )}
      <div className="field">
        <label htmlFor="deposit-promotion">{t('promotion')}</label>
        <div className="field-row">
          <select id="deposit-promotion" value={chosenPromotion} onChange={(e) => setPromotionId(e.target.value)} disabled={!promotions.data?.promotions.length}>
            <option value="">{t('noPromotion')}</option>
            {promotions.data?.promotions.map((p) => (
              <option key={p.promotionId} value={p.promotionId}>
                {promotionName(p.promotionId, p.name)}
              </option>
            ))}
          </select>
        </div>
        <p className="form-note">{t('promotionNote')}</p>
      </div>
      {minor !== undefined && (
        <p className="form-note" aria-live="polite">
          {t('preview', { fee: formatAmount(fromMinor(fee), locale), credited: formatAmount(fromMinor(minor > fee ? minor - fee : 0n), locale) })}
        </p>
      )}
      <FormAlert>{error && (rgText(refusal) ?? errorText(error))}</FormAlert>
      <button type="submit" className="btn btn-primary" style={{ width: '100%' }}>{t('continue')}</button>
    </form>
  );
}
