import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';
import { TAGS } from '@/contract/cache-tags';
import { gameMenuSchema, gamePageSchema, gameSchema, type Game, type GameMenu, type GamePage, type UpstreamGameType } from '@/contract/games';

/** GET /lgw/games/game_menus — categories and their vendors in the server's order. */
export function gameMenus(language: string): Promise<GameMenu[]> {
  return wpsFetch('/lgw/games/game_menus', {
    schema: z.array(gameMenuSchema),
    caller: { language },
    cache: { revalidate: 300, tags: [TAGS.gameMenus] },
  });
}

export interface GameListQuery {
  gameType: UpstreamGameType;
  pageSize?: number;
  vassalage?: string;
  keyword?: string;
  pageNo?: number;
  minBet?: number;
  minLines?: number;
}

export const GAME_PAGE_SIZE = 20;

/** GET /wps/relay/GCSGAME_gameList — one page of a category's games (page size 20, spec §9). */
export function gameList(query: GameListQuery, caller: WpsCaller): Promise<GamePage> {
  const language = caller.language ?? 'th';
  return wpsFetch('/wps/relay/GCSGAME_gameList', {
    query: {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: undefined,
      pageNo: 1,
      pageSize: GAME_PAGE_SIZE,
      ...query,
      language,
    },
    schema: gamePageSchema,
    caller: { ...caller, language },
    cache: { revalidate: 300, tags: [TAGS.games] },
  });
}

/** Hot games (spec §7: merchant, platform, language) for the home carousel and the HOT page. */
export function hotGames(language: string): Promise<Game[]> {
  return wpsFetch('/wps/game/hot', {
    query: { isPlatform: 2, platform: 'flash,html5-desktop', language, limit: 18 },
    schema: z.array(gameSchema),
    caller: { language },
    cache: { revalidate: 300, tags: [TAGS.hotGames, TAGS.games] },
  });
}
