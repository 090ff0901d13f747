import { z } from 'zod';

/** One row of GET /wps/winners/board. */
export const winnerSchema = z.object({
  customerName: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  winAmount: z.string().regex(/^\d+\.\d{2}$/),
  wonAt: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

/**
 * The operator's rule for the winner board (issue #29 "nothing fabricated"): only real settled wins
 * of at least `minWinAmount` are listed (GET and PUT /admin/winner-board/settings, `npm run ops --
 * winner-board min <amount>`). Money as a decimal string.
 */
export const WINNER_BOARD_SETTINGS_KEY = 'winnerBoard';

export interface WinnerBoardSettings {
  minWinAmount: string;
}

export const DEFAULT_WINNER_BOARD_SETTINGS: WinnerBoardSettings = { minWinAmount: '100.00' };

/** PUT /admin/winner-board/settings. */
export const winnerBoardSettingsPatch = z
  .object({ minWinAmount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/) })
  .partial()
  .strict();
