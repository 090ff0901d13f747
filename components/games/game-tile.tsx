import type { Game } from '@/lib/wps/games';
import { gameIconPath } from '@/lib/games/game-icon-path';

interface GameTileProps {
  game: Game;
  vendorName?: string;
  hotLabel: string;
  playLabel: string;
  /** The first row of a page loads eagerly; the rest lazily. */
  eager?: boolean;
}

/** Spec §2 game tile: image, display name, Hot badge when isHot is 1. */
export function GameTile({ game, vendorName, hotLabel, playLabel, eager = false }: GameTileProps) {
  return (
    <li className="game-tile" data-game-code={game.gameCode}>
      {game.isHot === 1 ? <span className="hot">{hotLabel}</span> : null}
      <img
        src={gameIconPath(game.gameCode)}
        alt={playLabel}
        width={240}
        height={240}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="name">{game.displayName}</div>
      {vendorName ? <div className="vendor">{vendorName}</div> : null}
    </li>
  );
}
