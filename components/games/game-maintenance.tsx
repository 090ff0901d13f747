'use client';

import { useTranslations } from 'next-intl';
import type { TileGame } from '@/lib/games/tile-game';
import { GameTile } from './game-tile';

/** Spec §8 "Game maintenance" with recommendations of other popular games. */
export function GameMaintenance({ vendor, recommendations }: { vendor: string; recommendations: TileGame[] }) {
  const t = useTranslations('games');
  return (
    <div className="game-maintenance" role="status">
      <h2>{t('maintenanceTitle')}</h2>
      <p>{t('maintenanceInfo', { vendor })}</p>
      <h3>{t('recommendations')}</h3>
      <ul className="game-grid">
        {recommendations.map((game) => (
          <GameTile key={game.gameCode} game={game} />
        ))}
      </ul>
    </div>
  );
}
