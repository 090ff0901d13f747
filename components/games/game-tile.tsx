'use client';

import { useLocale, useTranslations } from 'next-intl';
import { gameIconPath } from '@/lib/games/game-icon-path';
import type { TileGame } from '@/lib/games/tile-game';
import { FavouriteToggle } from './favourite-toggle';
import { JackpotDigits } from './jackpot-digits';
import { PlayButton } from './play-button';

interface GameTileProps {
  game: TileGame;
  vendorName?: string;
  /** The first row of a page loads eagerly; the rest lazily. */
  eager?: boolean;
  /** 'div' inside carousels, which give each item its own list element. */
  as?: 'li' | 'div';
}

/**
 * Spec §2 game tile: play overlay, image, favourite toggle, display name, Hot badge when isHot
 * is 1, currency symbol and ticking jackpot digits; a tile that opens a stand-in says which local
 * game it opens. A client component so that a server-rendered page carries each tile as its short
 * props (lib/games/tile-game.ts, which also works out where it leads), not as an element tree.
 */
export function GameTile({ game, vendorName, eager = false, as: Element = 'li' }: GameTileProps) {
  const t = useTranslations('games');
  const locale = useLocale();
  return (
    <Element className="game-tile" data-game-code={game.gameCode}>
      <div className="thumb">
        <img
          src={gameIconPath(game.gameCode)}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // The first row holds a list page's largest paint: decoded with the rest of its frame.
          decoding={eager ? 'sync' : 'async'}
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
        <PlayButton name={game.displayName} href={game.launch} trialMay={game.trialMay === true} />
        {game.isHot === 1 ? <span className="hot">{t('hot')}</span> : null}
      </div>
      <FavouriteToggle name={game.displayName} nodeId={Number(game.nodeId ?? game.gameId)} vendor={game.vassalage} gameType={game.gameType} />
      {game.hasJackpot ? <JackpotDigits locale={locale} label={t('jackpotOf', { name: game.displayName })} /> : null}
      <div className="name">{game.displayName}</div>
      {game.standInFor ? (
        <div className="stand-in" data-testid="stand-in">
          {t('standIn.tile', { game: t(`localGame.${game.standInFor}`) })}
        </div>
      ) : null}
      {vendorName ? <div className="vendor">{vendorName}</div> : null}
    </Element>
  );
}
