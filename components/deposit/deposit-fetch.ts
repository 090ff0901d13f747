'use client';

import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/ui/post-json';

/** SWR fetcher for the deposit BFF routes: the error carries the BFF's code. */
export async function fetchJson<T>(url: string): Promise<T> {
  const result = await callApi<T>(url);
  if (!result.ok) throw Object.assign(new Error(result.error.code), { code: result.error.code });
  return result.data;
}

export const codeOf = (error: unknown) => (error as { code?: string } | undefined)?.code ?? 'generic';

/** A promotion's localized name (deposit.promotions.<id>), else the platform's name for it. */
export function usePromotionName() {
  const t = useTranslations('deposit');
  return (promotionId: string, fallback: string) => {
    const key = `promotions.${promotionId}` as never;
    return t.has(key) ? t(key) : fallback;
  };
}
