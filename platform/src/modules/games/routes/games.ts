// Game catalogue routes: the category menu (/lgw) and the relayed game list.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { listGames, listHotGames } from '../queries/games';
import { ok } from '../../../core/http/envelope';
import { gameListQuerySchema } from '../rules/game-query';
import { parseOrFail } from '../../../core/http/validation';
import { z } from 'zod';

const hotQuery = z.object({ limit: z.coerce.number().int().min(1).max(60).default(30) }).passthrough();

export const gameRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.get('/lgw/games/game_menus', async () => ok(await ctx.cache.menus.get()));

  app.get('/wps/relay/GCSGAME_gameList', async (request) =>
    ok(await listGames(ctx.db, parseOrFail(gameListQuerySchema, request.query))),
  );

  // Hot games (spec §7, path not given there): games marked hot, vendors interleaved.
  app.get('/wps/game/hot', async (request) => ok(await listHotGames(ctx.db, parseOrFail(hotQuery, request.query).limit)));
};
