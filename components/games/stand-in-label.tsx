import { getTranslations } from 'next-intl/server';
import type { LocalGame } from '@/contract/games';

/** A game page opened as a stand-in for a tile's game (lib/games/launch-target.ts): it says what it is. */
export async function StandInLabel({ localGame }: { localGame: LocalGame }) {
  const t = await getTranslations('games');
  return (
    <p className="demo-label" role="note" data-testid="stand-in-label">
      {t('standIn.page', { game: t(`localGame.${localGame}`) })}
    </p>
  );
}
