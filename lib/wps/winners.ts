import 'server-only';
import { z } from 'zod';
import { wpsFetch } from './client';
import { TAGS } from '@/contract/cache-tags';

const winnerSchema = z.object({
  customerName: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  winAmount: z.string().regex(/^\d+\.\d{2}$/),
  wonAt: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const WINNER_BOARD_SIZE = 20;

/** The winner board (spec §7: gameCategory ALL, language, limitNum 20). */
export function winnerBoard(language: string): Promise<Winner[]> {
  return wpsFetch('/wps/winners/board', {
    query: { gameCategory: 'ALL', limitNum: WINNER_BOARD_SIZE, language },
    schema: z.array(winnerSchema),
    caller: { language },
    cache: { revalidate: 60, tags: [TAGS.winnerBoard] },
  });
}
