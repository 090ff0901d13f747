import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { GameTileLabels } from '@/components/games/game-tile';
import type { Locale } from '@/lib/i18n/routing';

/** Game tile texts for server-rendered lists. */
export async function tileLabels(locale: Locale): Promise<GameTileLabels> {
  const t = await getTranslations({ locale, namespace: 'games' });
  return { locale, hot: t('hot'), jackpot: (name) => t('jackpotOf', { name }) };
}
