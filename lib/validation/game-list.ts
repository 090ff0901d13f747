import { z } from 'zod';
import { UPSTREAM_GAME_TYPES } from '@/contract/games';

const whole = (min: number, max: number) => z.coerce.number({ error: 'not_a_number' }).int('not_whole').min(min, 'too_small').max(max, 'too_large');

/** Query of a game list page: category, optional vendor, search and slot filters (spec §9). */
export const gameListQuerySchema = z.object({
  gameType: z.enum(UPSTREAM_GAME_TYPES, { error: 'unknown_game_type' }),
  vassalage: z.string().trim().regex(/^[A-Za-z0-9_]{1,32}$/, 'invalid').optional(),
  keyword: z.string().trim().max(50, 'too_long').optional(),
  pageNo: whole(1, 10_000).default(1),
  minBet: z.coerce.number({ error: 'not_a_number' }).min(0, 'too_small').max(1_000_000, 'too_large').optional(),
  minLines: whole(1, 10_000).optional(),
});
export type GameListQueryInput = z.infer<typeof gameListQuerySchema>;
