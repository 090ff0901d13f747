// Game catalogue routes: the category menu (/lgw) and the relayed game list.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../context';
import { listGames } from '../db/games';
import { ok } from '../domain/envelope';
import { gameListQuerySchema } from '../domain/game-query';
import { parseOrFail } from '../domain/validation';

export const gameRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.get('/lgw/games/game_menus', async () => ok(await ctx.cache.menus.get()));

  app.get('/wps/relay/GCSGAME_gameList', async (request) =>
    ok(await listGames(ctx.db, parseOrFail(gameListQuerySchema, request.query))),
  );
};
