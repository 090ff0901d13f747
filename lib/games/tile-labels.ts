import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { GameTileLabels } from '@/components/games/game-tile';

/** Game tile texts for server-rendered lists. */
export async function tileLabels(locale: Locale): Promise<GameTileLabels> {
  const t = await getTranslations({ locale, namespace: 'games' });
  return {
    locale,
    hot: t('hot'),
    play: (name) => t('play', { name }),
    favouriteAdd: (name) => t('favouriteAdd', { name }),
    favouriteRemove: (name) => t('favouriteRemove', { name }),
    jackpot: (name) => t('jackpotOf', { name }),
    trialTitle: t('trueAccountTitle'),
    trialMessage: t('trueAccountNeeded'),
  };
}
