import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';
import { gameSchema, type Game } from '@/contract/games';

const idsSchema = z.array(z.number());

/** GET /wps/favorite/ids — the member's favourite game ids (token). */
export function favouriteIds(caller: WpsCaller): Promise<number[]> {
  return wpsFetch('/wps/favorite/ids', { schema: idsSchema, caller });
}

/** POST /wps/favorite {nodeId, vendor, gameType} — answers the ids after the change. */
export function addFavourite(game: { nodeId: number; vendor?: string; gameType?: string }, caller: WpsCaller): Promise<number[]> {
  return wpsFetch('/wps/favorite', { method: 'POST', body: game, schema: idsSchema, caller });
}

/** DELETE /wps/favorite {nodeId}. */
export function removeFavourite(nodeId: number, caller: WpsCaller): Promise<number[]> {
  return wpsFetch('/wps/favorite', { method: 'DELETE', body: { nodeId }, schema: idsSchema, caller });
}

const listSchema = z.object({
  content: z.array(gameSchema.pick({ gameId: true, nodeId: true, gameCode: true, gameType: true, vassalage: true, displayName: true, isHot: true, isGame: true, localGame: true, standIn: true })),
  pageNum: z.number(),
  totalPages: z.number(),
});

/** GET /wps/favorite/list (spec §7: page 1, size 999) — the member's favourite games. */
export async function favouriteGames(caller: WpsCaller): Promise<Game[]> {
  const page = await wpsFetch('/wps/favorite/list', { query: { clientType: 3, platform: 'flash', pageNo: 1, pageSize: 999 }, schema: listSchema, caller });
  return page.content.map((game) => ({ ...game, isHot: game.isHot ?? 0 }));
}
