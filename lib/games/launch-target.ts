import { boardOfVendor, boardSegment, type EventBoard } from '@/contract/board-vendors';
import type { LocalGame } from '@/contract/games';
import { categoryPath } from './categories';

export interface LaunchTarget {
  gameCode: string;
  vassalage: string;
  gameType: string;
  /** What the catalogue says the tile opens (contract/games.ts), and whether as a stand-in. */
  localGame?: LocalGame;
  standIn?: boolean;
  /** A vendor card rather than a game: its code is the vendor's, `isGame` says how it opens. */
  vendorCard?: { isGame?: string | null };
}

/** The game a tile opens here, and whether that is a stand-in for a game of another kind. */
export interface TileOpens {
  localGame: LocalGame;
  standIn: boolean;
}

const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];

/** The demo event board of a sports-type tile (e-sports and cockfight vendors sit under SPORTS upstream). */
export function boardOf(game: Pick<LaunchTarget, 'gameType' | 'vassalage'>): EventBoard | undefined {
  if (game.gameType === 'ESPORTS' || game.gameType === 'COCKFIGHT') return game.gameType;
  if (game.gameType === 'SPORTS') return boardOfVendor(game.vassalage);
  return undefined;
}

/**
 * What a tile opens: the catalogue's word (each game says its local game and whether it is a
 * stand-in); for an upstream that does not say, by category, and then only the categories whose
 * local game is of their own kind (lottery, the event boards, slots) are not labelled stand-ins.
 */
export function tileOpens(game: LaunchTarget): TileOpens {
  if (LOTTERY_VENDORS.includes(game.vassalage) || game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    return { localGame: 'LOTTERY', standIn: game.standIn === true };
  }
  if (game.localGame) return { localGame: game.localGame, standIn: game.standIn === true };
  if (boardOf(game)) return { localGame: 'EVENT_BOARD', standIn: false };
  if (game.gameType === 'RNG') return { localGame: 'SLOT', standIn: false };
  if (game.gameType === 'LIVE' || game.gameType === 'PVP') return { localGame: 'BACCARAT', standIn: true };
  return { localGame: 'SLOT', standIn: true };
}

/** The page of each local game (the lottery's and the boards' depend on the tile: launchPath). */
export const LOCAL_GAME_PAGES = {
  SLOT: '/seamless',
  BACCARAT: '/baccarat',
  DRAGON_TIGER: '/dragonTiger',
  ROULETTE: '/roulette',
  SIC_BO: '/sicBo',
} as const satisfies Partial<Record<LocalGame, string>>;

/** A popup vendor card (isGame VASSALAGE) or an RNG vendor card: it opens the vendor's game list. */
function opensGameList(game: LaunchTarget): boolean {
  return game.vendorCard?.isGame === 'VASSALAGE' || (game.vendorCard !== undefined && game.gameType === 'RNG');
}

/**
 * The page a tile opens (spec §4): a popup or RNG vendor card → its category's game list (the popup
 * opens in place where scripts run: components/games/vendor-popup.tsx); the lottery vendors and
 * categories → TCG_LOTTO_VN /vnLottery, TCG_SEA /seaLottery, other lottery /lottery; sports,
 * e-sports and cockfight → their demo event board; every other tile → the page of the local game
 * it opens (tileOpens), with `standIn=1` when that page is a stand-in for the tile's game.
 */
export function launchPath(game: LaunchTarget): string {
  if (opensGameList(game)) return `${categoryPath(game.gameType)}?vassalage=${encodeURIComponent(game.vassalage)}`;
  const { localGame, standIn } = tileOpens(game);
  const query = new URLSearchParams({ gameCode: game.gameCode, gameType: game.gameType, ...(standIn ? { standIn: '1' } : {}) }).toString();
  switch (localGame) {
    case 'LOTTERY':
      if (game.vassalage === 'TCG_LOTTO_VN') return `/vnLottery?${query}`;
      if (game.vassalage === 'TCG_SEA') return `/seaLottery?${query}`;
      return `/lottery?${query}`;
    case 'EVENT_BOARD': {
      const board = boardOf(game) ?? 'SPORTS';
      return `/eventBoard?${new URLSearchParams({ board: boardSegment(board), gameCode: game.gameCode }).toString()}`;
    }
    default:
      return `${LOCAL_GAME_PAGES[localGame]}?${query}`;
  }
}

/**
 * What a trial account may open (spec §4 free play): the slot, which its trial credit plays (also as
 * a stand-in), and a vendor's game list. The lottery, the event boards and the tables take real money only.
 */
export function trialMayOpen(game: LaunchTarget): boolean {
  return opensGameList(game) || tileOpens(game).localGame === 'SLOT';
}

/** Whether a game page was opened as a stand-in (launchPath's `standIn=1`): the page says so. */
export function openedAsStandIn(searchParams: Record<string, string | string[] | undefined>): boolean {
  return searchParams.standIn === '1';
}

/** The game pages (spec §2): which launch mode each asks the upstream for. */
export const GAME_PAGES = {
  seamless: 'GAME',
  lottery: 'LOTT',
  seaLottery: 'LOTT',
  vnLottery: 'LOTT',
} as const;
export type GamePage = keyof typeof GAME_PAGES;
