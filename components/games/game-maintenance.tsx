'use client';

import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/wps/games';
import { GameTile, type GameTileLabels } from './game-tile';

/** Spec §8 "Game maintenance" with recommendations of other popular games. */
export function GameMaintenance({ vendor, recommendations, labels }: { vendor: string; recommendations: Game[]; labels: GameTileLabels }) {
  const t = useTranslations('games');
  return (
    <div className="game-maintenance" role="status">
      <h2>{t('maintenanceTitle')}</h2>
      <p>{t('maintenanceInfo', { vendor })}</p>
      <h3>{t('recommendations')}</h3>
      <ul className="game-grid">
        {recommendations.map((game) => (
          <GameTile key={game.gameCode} game={game} labels={labels} />
        ))}
      </ul>
    </div>
  );
}
