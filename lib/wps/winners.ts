import 'server-only';
import { z } from 'zod';
import { wpsFetch } from './client';
import { TAGS } from '@/contract/cache-tags';
import { winnerSchema, type Winner } from '@/contract/winners';

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
