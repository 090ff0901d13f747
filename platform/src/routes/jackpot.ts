// GET /wps/game/jackpot: the progressive jackpot's pool (db/jackpot.ts), read at most every few
// seconds per instance (the pool is a sum over the pool account's postings).
import type { FastifyPluginAsync } from 'fastify';
import { JACKPOT_CACHE_SECONDS, type Jackpot } from '../../../contract/jackpot';
import type { RoutesOptions } from '../context';
import { jackpotPool } from '../db/jackpot';
import { Cached } from '../domain/cached';
import { ok } from '../domain/envelope';
import { fromCents } from '../domain/money';

export const jackpotRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  const pool = new Cached<Jackpot>(async () => ({ pool: fromCents(await jackpotPool(ctx.db)) }), JACKPOT_CACHE_SECONDS * 1000);
  app.get('/wps/game/jackpot', async () => ok(await pool.get()));
};
