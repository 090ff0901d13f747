'use client';

import { useTranslations } from 'next-intl';
import { useRgRefusalText } from '@/components/responsible-gaming/rg-refusal';
import type { ApiError } from '@/lib/ui/post-json';
import { useErrorText } from '@/lib/ui/use-messages';

/**
 * A reward refusal's text: a responsible-gaming refusal (a break closes bonuses) with its end date,
 * else rewards.errors.*, else the site's error text for the code.
 */
export function useRewardErrorText() {
  const t = useTranslations('rewards');
  const siteText = useErrorText();
  const rgText = useRgRefusalText();
  return (error: string | ApiError) => {
    if (typeof error !== 'string') {
      const rg = rgText(error);
      if (rg) return rg;
    }
    const code = typeof error === 'string' ? error : error.code;
    const key = `errors.${code}` as never;
    return t.has(key) ? t(key) : siteText(code);
  };
}
