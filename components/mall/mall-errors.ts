'use client';

import { useTranslations } from 'next-intl';

/** Text for an error code of the mall's calls: mall.errors.<code>, else the generic one. */
export function useMallErrorText() {
  const t = useTranslations('mall.errors');
  return (code: string | undefined | null) => {
    const key = (code ?? '').replace(/\./g, '_');
    return t(key && t.has(key as never) ? (key as never) : 'generic');
  };
}
