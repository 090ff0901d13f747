'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import useSWR from 'swr';
import { SLIP_MAX_BYTES, type DepositOrder } from '@/contract/cashier-deposit';
import { DEPOSIT_STATE } from '@/contract/cashier-states';
import { formatAmount } from '@/lib/format/amount';
import { shortDateTime } from '@/lib/format/dates';
import { subscribeBalance } from '@/lib/ui/balance-stream';
import { qrSvg } from '@/lib/ui/qr-code';
import { callApi } from '@/lib/ui/post-json';
import { Countdown } from './countdown';
import { fetchJson } from './deposit-fetch';
import { FormAlert } from '@/components/ui/form-alert';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { Modal } from '@/components/ui/modal';
import { BankBadge } from '@/components/cashier/payment-badges';
import { bankName } from '@/components/cashier/card-label';
import { useErrorText } from '@/lib/ui/use-messages';

const WAITING: number[] = [DEPOSIT_STATE.new, DEPOSIT_STATE.pending];

function CopyRow({ label, value }: { label: string; value: string }) {
  const t = useTranslations('deposit');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <>
      <dt>{label}</dt>
      <dd className="field-row">
        <span className="secret">{value}</span>
        <button type="button" className="btn" onClick={copy} aria-label={t('copyLabel', { label })}>
          {copied ? t('copied') : t('copy')}
        </button>
      </dd>
    </>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * An order after it was made: where and how much to pay (bank account, Thai QR or USDT address)
 * with its countdown, the slip upload, and "waiting for approval". While it waits it is read again
 * on every balance event (the header's stream: a credit arrives as one) and every 5 s; when it turns
 * approved a success sheet says what was credited.
 */
export function DepositOrderView({ initial, onDone }: { initial: DepositOrder; onDone: () => void }) {
  const t = useTranslations('deposit');
  const locale = useLocale();
  const errorText = useErrorText('deposit');
  const wasWaiting = useRef(WAITING.includes(initial.state));
  const [credited, setCredited] = useState(false);
  const { data, mutate } = useSWR(`/api/deposit/order?depositId=${initial.depositId}`, (url: string) => fetchJson<DepositOrder>(url), {
    fallbackData: initial,
    refreshInterval: (latest) => (latest && WAITING.includes(latest.state) ? 5_000 : 0),
    onSuccess: (latest) => {
      if (wasWaiting.current && latest.state === DEPOSIT_STATE.approved) setCredited(true);
      wasWaiting.current = WAITING.includes(latest.state);
    },
  });
  const order = data ?? initial;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const qr = useMemo(() => (order.instructions.method === 'QR' ? qrSvg(order.instructions.payload) : null), [order.instructions]);
  const waiting = WAITING.includes(order.state);
  useEffect(() => (waiting ? subscribeBalance(() => void mutate(), locale) : undefined), [waiting, mutate, locale]);

  async function onSlip(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('image_invalid');
    if (file.size > SLIP_MAX_BYTES) return setError('image_too_large');
    setBusy(true);
    setError(null);
    const result = await callApi<DepositOrder>('/api/deposit/slip', { depositId: order.depositId, image: await readAsDataUrl(file) });
    setBusy(false);
    if (result.ok) await mutate(result.data, { revalidate: false });
    else setError(result.error.code);
  }

  async function cancel() {
    setBusy(true);
    const result = await callApi<DepositOrder>('/api/deposit/cancel', { depositId: order.depositId });
    setBusy(false);
    if (result.ok) await mutate(result.data, { revalidate: false });
    else setError(result.error.code);
  }

  const { instructions } = order;
  return (
    <section aria-labelledby="deposit-order-title">
      <h2 id="deposit-order-title">{t('orderTitle', { id: order.depositId })}</h2>
      <p role="status" aria-live="polite">
        <strong>{t(`states.${order.state}`)}</strong>
        {order.state === DEPOSIT_STATE.pending && ` — ${t('waitingApproval')}`}
        {order.state === DEPOSIT_STATE.approved && ` — ${t('approvedNote', { amount: formatAmount(order.creditAmount, locale) })}`}
      </p>
      <dl className="summary">
        <dt>{t('amount')}</dt>
        <dd><strong>{formatAmount(order.amount, locale)}</strong></dd>
        <dt>{t('fee')}</dt>
        <dd>{formatAmount(order.fee, locale)}</dd>
        <dt>{t('credited')}</dt>
        <dd>{formatAmount(order.creditAmount, locale)}</dd>
      </dl>

      {waiting && instructions.method === 'BANK' && (
        <>
          <p className="form-error" role="note">{t('accountChanges')}</p>
          <dl className="summary">
            <dt>{t('bank')}</dt>
            <dd className="with-badge">
              <BankBadge code={instructions.bankCode} /> {bankName(instructions.bankCode, locale)}
              {instructions.branch ? ` · ${instructions.branch}` : null}
            </dd>
            <CopyRow label={t('accountNumber')} value={instructions.accountNumber} />
            <CopyRow label={t('accountName')} value={instructions.accountName} />
            <CopyRow label={t('amount')} value={order.amount} />
            <dt>{t('payeeName')}</dt>
            <dd>{instructions.payeeName}</dd>
          </dl>
          <p className="form-note">{t('bankTip')}</p>
        </>
      )}
      {waiting && instructions.method === 'QR' && qr && (
        <>
          <img className="qr" src={`data:image/svg+xml;utf8,${encodeURIComponent(qr)}`} width={240} height={240} alt={t('qrAlt', { amount: formatAmount(order.amount, locale) })} />
          <p className="form-note">{t('qrTip')}</p>
        </>
      )}
      {waiting && instructions.method === 'USDT' && (
        <>
          <dl className="summary">
            <dt>{t('network')}</dt>
            <dd>{instructions.network}</dd>
            <CopyRow label={t('usdtAddress')} value={instructions.address} />
            <CopyRow label={t('usdtAmount')} value={instructions.usdtAmount} />
            <dt>{t('rate')}</dt>
            <dd>
              {t('rateValue', { rate: formatAmount(instructions.rate, locale) })}
              {/* When the rate was taken: the source's own time (orders made before rates carried one have none). */}
              {instructions.rateAt ? <span className="form-note" data-testid="deposit-rate-at"> {t('rateAt', { time: shortDateTime(instructions.rateAt, locale) })}</span> : null}
            </dd>
          </dl>
          <p className="form-note">{t('usdtTip')}</p>
        </>
      )}
      {order.state === DEPOSIT_STATE.new && <Countdown until={order.expiresAt} label={t('timeLeft')} />}

      {waiting && instructions.method !== 'USDT' && (
        <div className="field">
          <label htmlFor="deposit-slip">{order.hasSlip ? t('slipReplace') : t('slipUpload')}</label>
          <input id="deposit-slip" type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={onSlip} disabled={busy} />
          <p className="form-note">{order.hasSlip ? t('slipReceived') : t('slipHint')}</p>
        </div>
      )}
      <FormAlert>{error && errorText(error)}</FormAlert>
      <p className="field-row">
        {waiting && (
          <button type="button" className="btn" onClick={cancel} disabled={busy}>{t('cancelOrder')}</button>
        )}
        <button type="button" className="btn btn-primary" onClick={onDone}>{waiting ? t('newDeposit') : t('done')}</button>
      </p>
      {credited ? (
        <Modal title={t('creditedTitle')} closeLabel={t('done')} onClose={() => setCredited(false)}>
          <div className="deposit-credited" data-testid="deposit-credited">
            <p>{t('approvedNote', { amount: formatAmount(order.creditAmount, locale) })}</p>
            <p className="field-row">
              <ClientLocaleLink href="/" className="btn btn-primary">{t('playNow')}</ClientLocaleLink>
              <button type="button" className="btn" onClick={() => setCredited(false)}>{t('done')}</button>
            </p>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
