'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { ClaimResult } from '@/contract/rewards';
import { formatAmount } from '@/lib/format/amount';
import { useRouter } from '@/lib/i18n/client-navigation';
import { dialog } from '@/lib/ui/dialog-store';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { useRewardErrorText } from './reward-fetch';

/**
 * Claims one issued reward (MCSFE_claimIssuedPromotion, or the raffle's claim). One key per claim
 * action: a double click or a retry after a network error credits once. The credit is confirmed in
 * the page's dialog (its receipt), which stays while the page refreshes to the claimed state.
 */
export function ClaimButton({ claimId, bonus, raffle = false }: { claimId: string; bonus: string; raffle?: boolean }) {
  const t = useTranslations('rewards');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useRewardErrorText();
  const key = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function claim() {
    key.current ??= newActionKey();
    setBusy(true);
    const result = await callMoneyApi<ClaimResult>('/api/rewards/claim', { claimId, ...(raffle ? { raffle } : {}) }, key.current);
    setBusy(false);
    if (result.ok) {
      key.current = null;
      const text = t('claimedNow', { amount: formatAmount(result.data.claim.bonus, locale), balance: formatAmount(result.data.balance, locale) });
      setMessage({ ok: true, text });
      // The receipt outlives this button: the refresh below re-renders the card as claimed, without it.
      dialog.show({ icon: 'success', title: t('claimedTitle'), html: text });
      router.refresh();
      return;
    }
    if (!outcomeUnknown(result)) key.current = null;
    setMessage({ ok: false, text: errorText(result.error) });
  }

  if (message?.ok) return <p className="form-success" role="status">{message.text}</p>;
  return (
    <div className="reward-action">
      <button type="button" className="btn btn-primary" onClick={claim} disabled={busy} aria-busy={busy}>
        {t('claim', { amount: formatAmount(bonus, locale) })}
      </button>
      {message ? <p className="field-error" role="alert">{message.text}</p> : null}
    </div>
  );
}
