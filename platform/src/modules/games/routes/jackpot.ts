// GET /wps/game/jackpot: the progressive jackpot's pool (modules/games/queries/jackpot.ts), read at most every few
// seconds per instance (the pool is a sum over the pool account's postings).
import type { FastifyPluginAsync } from 'fastify';
import { JACKPOT_CACHE_SECONDS, type Jackpot } from '../../../../../contract/jackpot';
import type { RoutesOptions } from '../../../context';
import { jackpotPool } from '../queries/jackpot';
import { Cached } from '../../../core/cached';
import { ok } from '../../../core/http/envelope';
import { fromCents } from '../../../core/money';

export const jackpotRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  const pool = new Cached<Jackpot>(async () => ({ pool: fromCents(await jackpotPool(ctx.db)) }), JACKPOT_CACHE_SECONDS * 1000);
  app.get('/wps/game/jackpot', async () => ok(await pool.get()));
};
