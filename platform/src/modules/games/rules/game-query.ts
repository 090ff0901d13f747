// The query of GET /wps/relay/GCSGAME_gameList. Slot filters (spec: "minimum bet 1 unit or more,
// 25 lines or more") are minBet (min_bet >= value) and minLines (lines >= value).
import { z } from 'zod';

export const GAME_TYPES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BGS'] as const;
export type GameType = (typeof GAME_TYPES)[number];

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const gameListQuerySchema = z.object({
  gameType: z.enum(GAME_TYPES),
  vassalage: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9_]{1,32}$/).optional()),
  pageNo: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100000).default(1)),
  pageSize: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(20)),
  keyword: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string().max(64).optional(),
  ),
  minBet: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1_000_000).optional()),
  minLines: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).optional()),
  language: z.string().max(10).optional(),
  clientType: z.string().max(10).optional(),
  platform: z.string().max(40).optional(),
  merchant: z.string().max(40).optional(),
});

export type GameListQuery = z.infer<typeof gameListQuerySchema>;

/** Escapes LIKE wildcards so a keyword matches literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
