// The event boards' names, with no schema: boards, markets, picks and lines as shown per side (and,
// from board-vendors.ts, the vendors each board serves). Pages' code imports this, not event-board.ts,
// whose schemas would bring zod into every page's first load.

import type { EventBoard } from './board-vendors';

export * from './board-vendors';

/** The picks of each board's one market: 1X2 for sports, match winner for e-sports, meron/wala/draw for cockfight. */
export const BOARD_PICKS = {
  SPORTS: ['HOME', 'DRAW', 'AWAY'],
  ESPORTS: ['HOME', 'AWAY'],
  COCKFIGHT: ['MERON', 'WALA', 'DRAW'],
} as const satisfies Record<EventBoard, readonly string[]>;
export const ALL_PICKS = ['HOME', 'DRAW', 'AWAY', 'MERON', 'WALA', 'OVER', 'UNDER'] as const;
export type BoardPick = (typeof ALL_PICKS)[number];

/**
 * The markets of a board: the winner market (1X2, or match winner / meron-wala), and on sports and
 * e-sports the Asian handicap (HOME or AWAY with a goal or map line) and over/under (the total of
 * goals or maps against a line). Lines are whole, half or quarter (a quarter line splits the stake
 * over the two lines beside it).
 */
export const BOARD_MARKETS = ['1X2', 'HANDICAP', 'OVER_UNDER'] as const;
export type BoardMarket = (typeof BOARD_MARKETS)[number];
export const MARKETS_OF_BOARD = {
  SPORTS: ['1X2', 'HANDICAP', 'OVER_UNDER'],
  ESPORTS: ['1X2', 'HANDICAP', 'OVER_UNDER'],
  COCKFIGHT: ['1X2'],
} as const satisfies Record<EventBoard, readonly BoardMarket[]>;
export const MARKET_PICKS = { HANDICAP: ['HOME', 'AWAY'], OVER_UNDER: ['OVER', 'UNDER'] } as const;

/** A handicap line as shown for a side: the home line, negated for the away side ("-0.25" → "+0.25"). */
export function sideLine(homeLine: string, pick: 'HOME' | 'AWAY'): string {
  if (pick === 'HOME' || homeLine === '0') return homeLine;
  return homeLine.startsWith('-') ? `+${homeLine.slice(1)}` : `-${homeLine.replace(/^\+/, '')}`;
}
