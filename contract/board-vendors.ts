// The event boards and the vendors each serves: all a game tile needs to know which board a vendor's
// games open (lib/games/launch-target.ts), without the boards' markets and picks (event-board-names.ts).

export const EVENT_BOARDS = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type EventBoard = (typeof EVENT_BOARDS)[number];

/** Spec §9: the e-sports and cockfight vendor codes (listed by the upstream under SPORTS). */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'IMES', 'IA', 'AI', 'TF'];
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];
/** The vendor whose game records a board's bets when the launching tile named none. */
export const BOARD_HOME_VENDOR: Record<EventBoard, string> = { SPORTS: 'SBO', ESPORTS: 'AV', COCKFIGHT: 'SV3' };

/** The board a SPORTS-type vendor's games open. */
export function boardOfVendor(vassalage: string): EventBoard {
  if (ESPORTS_VENDORS.includes(vassalage)) return 'ESPORTS';
  if (COCKFIGHT_VENDORS.includes(vassalage)) return 'COCKFIGHT';
  return 'SPORTS';
}

export const boardSegment = (board: EventBoard) => board.toLowerCase();
export function boardFromSegment(segment: string): EventBoard | undefined {
  return EVENT_BOARDS.find((board) => board.toLowerCase() === segment.toLowerCase());
}
