import { categoryPath } from './categories';

export interface LaunchTarget {
  gameCode: string;
  vassalage: string;
  gameType: string;
  /** A vendor card rather than a game: its code is the vendor's, `isGame` says how it opens. */
  vendorCard?: { isGame?: string | null };
}

/**
 * Spec §4 game launch by vendor: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, LOTT or
 * ELOTT → /lottery (with the game code); a vendor card of type RNG → /rng, a popup-type vendor
 * card (isGame VASSALAGE) → its game list; anything else opens in the seamless game page.
 */
export function launchPath(game: LaunchTarget): string {
  const query = new URLSearchParams({ gameCode: game.gameCode, gameType: game.gameType }).toString();
  if (game.vassalage === 'TCG_LOTTO_VN') return `/vnLottery?${query}`;
  if (game.vassalage === 'TCG_SEA') return `/seaLottery?${query}`;
  if (game.vassalage === 'LOTT' || game.vassalage === 'ELOTT') return `/lottery?${query}`;
  if (game.vendorCard && (game.gameType === 'RNG' || game.vendorCard.isGame === 'VASSALAGE')) {
    return `${categoryPath(game.gameType)}?vassalage=${encodeURIComponent(game.vassalage)}`;
  }
  return `/seamless?${query}`;
}

/** The game pages (spec §2): which launch mode each asks the upstream for. */
export const GAME_PAGES = {
  seamless: 'GAME',
  lottery: 'LOTT',
  seaLottery: 'LOTT',
  vnLottery: 'LOTT',
} as const;
export type GamePage = keyof typeof GAME_PAGES;
