'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { GameTileLabels } from '@/components/games/game-tile';

/** Game tile texts for lists rendered in the browser (search, vendor tabs, pages). */
export function useTileLabels(): GameTileLabels {
  const t = useTranslations('games');
  return { locale: useLocale(), hot: t('hot'), jackpot: (name) => t('jackpotOf', { name }) };
}
