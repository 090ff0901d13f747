import type { Game } from '@/lib/wps/games';
import { gameIconPath } from '@/lib/games/game-icon-path';
import { FavouriteToggle } from './favourite-toggle';
import { JackpotDigits } from './jackpot-digits';
import { PlayButton } from './play-button';

/** The texts a tile needs, resolved once per list by its (server or client) parent. */
export interface GameTileLabels {
  locale: string;
  hot: string;
  play: (name: string) => string;
  favouriteAdd: (name: string) => string;
  favouriteRemove: (name: string) => string;
  jackpot: (name: string) => string;
  trialTitle: string;
  trialMessage: string;
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
 * is 1, currency symbol and ticking jackpot digits. Rendered by server and client lists alike.
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
        <PlayButton label={labels.play(game.displayName)} game={game} trialTitle={labels.trialTitle} trialMessage={labels.trialMessage} />
        {game.isHot === 1 ? <span className="hot">{labels.hot}</span> : null}
      </div>
      <FavouriteToggle
        game={{ nodeId: Number(game.nodeId ?? game.gameId), vendor: game.vassalage, gameType: game.gameType }}
        addLabel={labels.favouriteAdd(game.displayName)}
        removeLabel={labels.favouriteRemove(game.displayName)}
        trialTitle={labels.trialTitle}
        trialMessage={labels.trialMessage}
      />
      {game.hasJackpot ? <JackpotDigits locale={labels.locale} label={labels.jackpot(game.displayName)} /> : null}
      <div className="name">{game.displayName}</div>
      {vendorName ? <div className="vendor">{vendorName}</div> : null}
    </Element>
  );
}
