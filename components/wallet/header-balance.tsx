'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { Balance } from '@/contract/wallet';

async function fetchBalance(url: string): Promise<Balance> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`balance ${response.status}`);
  return response.json();
}

/** Header balance: 2 decimals (spec §9), hideable and refreshable. */
export function HeaderBalance() {
  const t = useTranslations('balance');
  const format = useFormatter();
  const [hidden, setHidden] = useState(false);
  const { data, isValidating, mutate } = useSWR('/api/wallet/balance', fetchBalance, { refreshInterval: 60_000 });

  // The decimal string is formatted for display only; it is never used for arithmetic.
  const amount = data
    ? `${data.currencySymbol} ${format.number(Number(data.balance), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : t('loading');

  return (
    <span className="balance">
      <span className="visually-hidden">{t('label')}: </span>
      <output aria-live="polite" data-testid="header-balance">
        {hidden ? t('hidden') : amount}
      </output>
      <button type="button" className="btn btn-icon" onClick={() => setHidden(!hidden)} aria-label={hidden ? t('show') : t('hide')}>
        {hidden ? '👁' : '🙈'}
      </button>
      <button type="button" className="btn btn-icon" onClick={() => mutate()} disabled={isValidating} aria-label={t('refresh')}>
        ↻
      </button>
    </span>
  );
}
