'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { formatAmount } from '@/lib/format/amount';
import type { ApiError } from '@/lib/ui/post-json';

const PERIODS = ['day', 'week', 'month'];

/**
 * The text of a responsible-gaming refusal (rg_* codes) in the page's language, with the limit and
 * what is left or the break's end; null for any other error. Needs the `rgRefusal` namespace on the page.
 */
export function useRgRefusalText() {
  const t = useTranslations('rgRefusal');
  const locale = useLocale();
  return (error: ApiError | null | undefined): string | null => {
    if (!error?.code?.startsWith('rg_')) return null;
    const rg = error.rg;
    if (error.code === 'rg_excluded') {
      if (!rg?.endsAt) return t('errors.rg_excluded_permanent');
      return t('errors.rg_excluded', { date: businessDateTime(rg.endsAt, locale, { dateStyle: 'long', timeStyle: 'short' }) });
    }
    const key = `errors.${error.code}` as never;
    if (!t.has(key)) return t('errors.generic');
    const period = rg?.period && PERIODS.includes(rg.period) ? t(`periodWord.${rg.period}` as never) : '';
    const money = (value: string | undefined) => (value === undefined ? '' : error.code === 'rg_session_limit' ? value : formatAmount(value, locale));
    return t(key, { period, limit: money(rg?.limit), remaining: money(rg?.remaining) } as never);
  };
}
