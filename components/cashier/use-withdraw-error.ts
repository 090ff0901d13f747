'use client';

import { useTranslations } from 'next-intl';

/** Text for an error code of the withdrawal calls: withdraw.errors.<code>, else the generic one. */
export function useWithdrawErrorText() {
  const t = useTranslations('withdraw.errors');
  return (code: string | undefined | null) => {
    const key = (code ?? '').replace(/\./g, '_');
    return t(key && t.has(key as never) ? (key as never) : 'generic');
  };
}
