'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBalance } from '@/lib/ui/use-balance';

/**
 * The balance as shown (symbol and 2 decimals, spec §9), or the loading text; `mutate` refreshes it.
 * The amount comes formatted from the BFF in the page's language: a member page makes no number
 * format of its own at load (the browser's first one is a long task on a phone).
 */
export function useBalanceAmount(live: boolean) {
  const t = useTranslations('balance');
  const { data, isValidating, mutate } = useBalance(live);
  const amount = data ? `${data.currencySymbol} ${data.balanceText}` : t('loading');
  return { amount, isValidating, mutate };
}

/**
 * Header balance: 2 decimals (spec §9), hideable and refreshable. `live`: kept current by the
 * wallet event stream (real members); trial players' balance is polled.
 */
export function HeaderBalance({ live }: { live: boolean }) {
  const t = useTranslations('balance');
  const [hidden, setHidden] = useState(false);
  const { amount, isValidating, mutate } = useBalanceAmount(live);

  return (
    <span className="balance">
      <span className="visually-hidden">{t('label')}: </span>
      <output aria-live="polite" data-testid="header-balance">
        {hidden ? t('hidden') : amount}
      </output>
      <button type="button" className="btn btn-icon balance-hide" onClick={() => setHidden(!hidden)} aria-label={hidden ? t('show') : t('hide')}>
        {/* Drawn, not an emoji: a machine without an emoji font shows no empty box. An open eye shows, a struck one hides. */}
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {hidden ? null : <path d="M4 4l16 16" />}
        </svg>
      </button>
      <button type="button" className="btn btn-icon" onClick={() => mutate()} disabled={isValidating} aria-label={t('refresh')}>
        ↻
      </button>
    </span>
  );
}
