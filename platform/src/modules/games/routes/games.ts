// Game catalogue routes: the category menu (/lgw) and the relayed game list.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { listGames, listHotGames } from '../queries/games';
import { ok } from '../../../core/http/envelope';
import { gameListQuerySchema } from '../rules/game-query';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const hotQuery = z.object({ limit: z.coerce.number().int().min(1).max(60).default(30) }).passthrough();

export const gameRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/lgw/games/game_menus', async () => ok(await ctx.cache.menus.get()));

  app.get('/wps/relay/GCSGAME_gameList', { schema: { querystring: gameListQuerySchema } }, async (request) =>
    ok(await listGames(ctx.db, request.query)),
  );

  // Hot games (spec §7, path not given there): games marked hot, vendors interleaved.
  app.get('/wps/game/hot', { schema: { querystring: hotQuery } }, async (request) => ok(await listHotGames(ctx.db, request.query.limit)));
};
