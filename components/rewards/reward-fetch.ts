'use client';

import { useTranslations } from 'next-intl';
import { useErrorText } from '@/lib/ui/use-messages';

/** A reward refusal's text (rewards.errors.*), else the site's error text for the code. */
export function useRewardErrorText() {
  const t = useTranslations('rewards');
  const siteText = useErrorText();
  return (code: string) => {
    const key = `errors.${code}` as never;
    return t.has(key) ? t(key) : siteText(code);
  };
}
