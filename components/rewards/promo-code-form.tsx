'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ClaimResult } from '@/contract/rewards';
import { formatAmount } from '@/lib/format/amount';
import { useRouter } from '@/lib/i18n/client-navigation';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { useRewardErrorText } from './reward-fetch';

/** PROMOFE_claimPromoCode: the code's reward is credited at once, once per member. */
export function PromoCodeForm() {
  const t = useTranslations('rewards');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useRewardErrorText();
  const key = useRef<string | null>(null);
  // The form shows in the reward center's code section and on the code's promotion card: ids per instance.
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const promoCode = code.trim();
    if (!promoCode) return setMessage({ ok: false, text: errorText('promo_code_required') });
    key.current ??= newActionKey();
    setBusy(true);
    const result = await callMoneyApi<ClaimResult>('/api/rewards/promo-code', { promoCode }, key.current);
    setBusy(false);
    if (!outcomeUnknown(result)) key.current = null;
    if (result.ok) {
      setCode('');
      setMessage({ ok: true, text: t('claimedNow', { amount: formatAmount(result.data.claim.bonus, locale), balance: formatAmount(result.data.balance, locale) }) });
      router.refresh();
      return;
    }
    setMessage({ ok: false, text: errorText(result.error) });
  }

  return (
    <form className="promo-code-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-code`}>{t('promoCode')}</label>
        <div className="field-row">
          <input
            id={`${id}-code`}
            name="promoCode"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              key.current = null;
            }}
            aria-describedby={`${id}-hint`}
          />
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {t('redeem')}
          </button>
        </div>
        <p id={`${id}-hint`} className="form-note">
          {t('promoCodeHint')}
        </p>
      </div>
      {message ? (
        <p className={message.ok ? 'form-success' : 'field-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
