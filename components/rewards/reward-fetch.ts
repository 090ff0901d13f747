'use client';

import { useRgRefusalText } from '@/components/responsible-gaming/rg-refusal';
import type { ApiError } from '@/lib/ui/post-json';
import { useErrorText } from '@/lib/ui/use-messages';

/**
 * A reward refusal's text: a responsible-gaming refusal (a break closes bonuses) with its end date,
 * else rewards.errors.*, else the site's error text for the code.
 */
export function useRewardErrorText() {
  const errorText = useErrorText('rewards');
  const rgText = useRgRefusalText();
  return (error: string | ApiError) => (typeof error === 'string' ? errorText(error) : (rgText(error) ?? errorText(error.code)));
}
