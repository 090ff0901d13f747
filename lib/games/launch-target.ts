import { boardOfVendor, boardSegment, type EventBoard } from '@/contract/event-board';
import { categoryPath } from './categories';

export interface LaunchTarget {
  gameCode: string;
  vassalage: string;
  gameType: string;
  /** A vendor card rather than a game: its code is the vendor's, `isGame` says how it opens. */
  vendorCard?: { isGame?: string | null };
}

/** What a tile opens, by its category: the one place a tile's launch is decided. */
export type LaunchKind = 'lottery' | 'board' | 'live' | 'cards' | 'slot' | 'vendorList' | 'vendorPopup';

/** The demo event board of a sports-type tile (e-sports and cockfight vendors sit under SPORTS upstream). */
export function boardOf(game: Pick<LaunchTarget, 'gameType' | 'vassalage'>): EventBoard | undefined {
  if (game.gameType === 'ESPORTS' || game.gameType === 'COCKFIGHT') return game.gameType;
  if (game.gameType === 'SPORTS') return boardOfVendor(game.vassalage);
  return undefined;
}

/**
 * Spec §4 launch by vendor, then by category so that no tile opens something that contradicts its
 * name: the lottery vendors and categories open the lottery lobby; a popup vendor card (isGame
 * VASSALAGE) opens its game-list popup; sports, e-sports and cockfight open the local vendor's demo
 * event board; live casino opens the live baccarat table, and so do card games (a card game at a
 * table, labelled as such); slots, fishing and mini games open the local vendor's slot (fishing and
 * mini games labelled as the slot they are).
 */
export function launchKind(game: LaunchTarget): LaunchKind {
  if (['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'].includes(game.vassalage) || game.gameType === 'LOTT' || game.gameType === 'ELOTT') return 'lottery';
  if (game.vendorCard?.isGame === 'VASSALAGE') return 'vendorPopup';
  if (game.vendorCard && game.gameType === 'RNG') return 'vendorList';
  if (boardOf(game)) return 'board';
  if (game.gameType === 'LIVE') return 'live';
  if (game.gameType === 'PVP') return 'cards';
  return 'slot';
}

/**
 * The page a tile opens (spec §4): TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, other lottery
 * → /lottery (with the game code); a popup or RNG vendor card → its category's game list (the popup
 * opens in place where scripts run: components/games/vendor-popup.tsx); then by launchKind.
 */
export function launchPath(game: LaunchTarget): string {
  const query = new URLSearchParams({ gameCode: game.gameCode, gameType: game.gameType }).toString();
  const kind = launchKind(game);
  switch (kind) {
    case 'lottery':
      if (game.vassalage === 'TCG_LOTTO_VN') return `/vnLottery?${query}`;
      if (game.vassalage === 'TCG_SEA') return `/seaLottery?${query}`;
      return `/lottery?${query}`;
    case 'vendorPopup':
    case 'vendorList':
      return `${categoryPath(game.gameType)}?vassalage=${encodeURIComponent(game.vassalage)}`;
    case 'board':
      return `/eventBoard?${new URLSearchParams({ board: boardSegment(boardOf(game)!), gameCode: game.gameCode }).toString()}`;
    case 'live':
    case 'cards':
      return `/baccarat?${query}`;
    default:
      return `/seamless?${query}`;
  }
}

/**
 * What a trial account may open (spec §4 free play): the slot, which its trial credit plays, and a
 * vendor's game list. The lottery, the event boards and the tables take real money only.
 */
export function trialMayOpen(game: LaunchTarget): boolean {
  return ['slot', 'vendorList', 'vendorPopup'].includes(launchKind(game));
}

/** The game pages (spec §2): which launch mode each asks the upstream for. */
export const GAME_PAGES = {
  seamless: 'GAME',
  lottery: 'LOTT',
  seaLottery: 'LOTT',
  vnLottery: 'LOTT',
} as const;
export type GamePage = keyof typeof GAME_PAGES;

/** Tiles of these categories open a game of another kind: the page says what it is (eventBoard.honest.*). */
export const LABELLED_TYPES = ['FISH', 'BGS', 'PVP'] as const;
export function honestLabelOf(gameType: unknown): (typeof LABELLED_TYPES)[number] | undefined {
  return LABELLED_TYPES.find((type) => type === gameType);
}
