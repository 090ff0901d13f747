import 'server-only';
import { z } from 'zod';
import type { GameLaunchQuery } from '@/lib/validation/game-launch';
import { wpsFetch, type WpsCaller } from './client';
import { gameSchema, vendorSchema, type Game, type Vendor } from '@/contract/games';
import { TAGS } from '@/contract/cache-tags';

const launchSchema = z.object({
  url: z.string().url(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
});
export type GameLaunch = z.infer<typeof launchSchema>;

/** GET /wps/game/launchGame (token) — the URL of the game to open in the game page. */
export function launchGame(query: GameLaunchQuery, caller: WpsCaller): Promise<GameLaunch> {
  return wpsFetch('/wps/game/launchGame', {
    query: { ...query, language: caller.language, device: 'WEB' },
    schema: launchSchema,
    caller,
  });
}

export const RECENT_PAGE_SIZE = 20;

const recentSchema = z.object({
  content: z.array(gameSchema.pick({ gameId: true, nodeId: true, gameCode: true, gameType: true, vassalage: true, displayName: true, isHot: true, isGame: true, localGame: true, standIn: true })),
  pageNum: z.number(),
  totalPages: z.number(),
});

/** Recent games (spec §7: page 1, pageSize 20, gameType, language, clientType 3), latest first. */
export async function recentGames(caller: WpsCaller): Promise<Game[]> {
  const page = await wpsFetch('/wps/game/recent', {
    query: { page: 1, pageSize: RECENT_PAGE_SIZE, gameType: 'ALL', language: caller.language, clientType: 3 },
    schema: recentSchema,
    caller,
  });
  return page.content;
}

/** The spec's "new vendors" call: vendor cards the operator marked new (public, cached with the menus). */
export function newVendors(language: string): Promise<Vendor[]> {
  return wpsFetch('/wps/game/vendors/new', {
    query: { language },
    schema: z.array(vendorSchema),
    caller: { language },
    cache: { revalidate: 300, tags: [TAGS.gameMenus] },
  });
}

/** How many new vendors the game-type menu's NEW item has (0 hides it; so does an unanswered call). */
export function newVendorCount(language: string): Promise<number> {
  return newVendors(language).then((list) => list.length, () => 0);
}
