import { z } from 'zod';

/** The upstream's game types; ESPORTS and COCKFIGHT are made by the portal (lib/games/vendor-shaping). */
export const UPSTREAM_GAME_TYPES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BGS'] as const;
export type UpstreamGameType = (typeof UPSTREAM_GAME_TYPES)[number];

/** A vendor of one game type (vendors are keyed by vassalage and game type). */
export const vendorSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameType: z.string(),
  isGame: z.string().nullable().optional(),
  sort: z.number().default(0),
  gameCount: z.number().default(0),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** One entry of GET /lgw/games/game_menus: a category and its vendors. */
export const gameMenuSchema = z.object({ gameType: z.string(), sort: z.number().default(0), vendors: z.array(vendorSchema) });
export type GameMenu = z.infer<typeof gameMenuSchema>;

/**
 * The games this site runs itself, which every catalogue tile opens: the three-reel slot, the
 * table games (contract/live-table.ts), the lottery lobby and the demo event boards.
 */
export const LOCAL_GAMES = ['SLOT', 'BACCARAT', 'DRAGON_TIGER', 'ROULETTE', 'SIC_BO', 'LOTTERY', 'EVENT_BOARD'] as const;
export type LocalGame = (typeof LOCAL_GAMES)[number];

export const gameSchema = z.object({
  gameId: z.number(),
  nodeId: z.union([z.number(), z.string()]).optional(),
  gameCode: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  isGame: z.string().nullable().optional(),
  displayName: z.string(),
  isHot: z.number().default(0),
  iconUrl: z.string().nullable().optional(),
  minBet: z.union([z.string(), z.number()]).optional(),
  lines: z.number().nullable().optional(),
  hasJackpot: z.boolean().optional(),
  /** What the tile opens (absent from an upstream that does not say: the portal decides by category). */
  localGame: z.enum(LOCAL_GAMES).optional(),
  /** The tile's own game is not run here: it opens `localGame` as a stand-in, and says so. */
  standIn: z.boolean().optional(),
});
export type Game = z.infer<typeof gameSchema>;

/** The value of GET /wps/relay/GCSGAME_gameList: one page of a category's games. */
export const gamePageSchema = z.object({
  list: z.array(gameSchema),
  pageNo: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
});
export type GamePage = z.infer<typeof gamePageSchema>;
