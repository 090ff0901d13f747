import type { Game } from '@/lib/wps/games';
import { gameIconPath } from '@/lib/games/game-icon-path';
import { FavouriteToggle } from './favourite-toggle';
import { JackpotDigits } from './jackpot-digits';
import { PlayButton } from './play-button';

/** The few texts a tile renders itself (its interactive parts read theirs from the client messages). */
export interface GameTileLabels {
  locale: string;
  hot: string;
  jackpot: (name: string) => string;
}

interface GameTileProps {
  game: Game;
  vendorName?: string;
  labels: GameTileLabels;
  /** The first row of a page loads eagerly; the rest lazily. */
  eager?: boolean;
  /** 'div' inside carousels, which give each item its own list element. */
  as?: 'li' | 'div';
}

/**
 * Spec §2 game tile: play overlay, image, favourite toggle, display name, Hot badge when isHot
 * is 1, currency symbol and ticking jackpot digits. Rendered by server and client lists alike;
 * the interactive leaves get only ids, so a page of tiles stays light.
 */
export function GameTile({ game, vendorName, labels, eager = false, as: Element = 'li' }: GameTileProps) {
  return (
    <Element className="game-tile" data-game-code={game.gameCode}>
      <div className="thumb">
        <img
          src={gameIconPath(game.gameCode)}
          alt=""
          width={240}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
        <PlayButton name={game.displayName} gameCode={game.gameCode} vassalage={game.vassalage} gameType={game.gameType} />
        {game.isHot === 1 ? <span className="hot">{labels.hot}</span> : null}
      </div>
      <FavouriteToggle name={game.displayName} nodeId={Number(game.nodeId ?? game.gameId)} vendor={game.vassalage} gameType={game.gameType} />
      {game.hasJackpot ? <JackpotDigits locale={labels.locale} label={labels.jackpot(game.displayName)} /> : null}
      <div className="name">{game.displayName}</div>
      {vendorName ? <div className="vendor">{vendorName}</div> : null}
    </Element>
  );
}
