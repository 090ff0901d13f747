// A member's favourite games (spec §7): ids, list, add POST {nodeId, vendor, gameType}, remove
// DELETE {nodeId}. Token routes.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../../../contract/record-id';
import type { RoutesOptions } from '../../../context';
import { addFavourite, favouriteIds, listFavourites, removeFavourite } from '../queries/favourites';
import { errors, ok } from '../../../core/http/envelope';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { requireSession, sessionOf } from '../../accounts';

const nodeId = recordIdParam;
const addBody = z.object({ nodeId, vendor: z.string().max(32).optional(), gameType: z.string().max(16).optional() });
const removeBody = z.object({ nodeId });
const listQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(999).default(999),
  })
  .passthrough();

export const favouriteRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireSession(ctx.db));

  app.get('/wps/favorite/ids', async (request) => ok(await favouriteIds(ctx.db, sessionOf(request).memberId)));

  app.get('/wps/favorite/list', { schema: { querystring: listQuery } }, async (request) => {
    const { pageNo, pageSize } = request.query;
    return ok(await listFavourites(ctx.db, sessionOf(request).memberId, pageNo, pageSize));
  });

  app.post('/wps/favorite', { schema: { body: bodyOrEmpty(addBody) } }, async (request) => {
    const body = request.body;
    if (!(await addFavourite(ctx.db, sessionOf(request).memberId, body.nodeId))) throw errors.notFound('Unknown game');
    return ok(await favouriteIds(ctx.db, sessionOf(request).memberId));
  });

  app.delete('/wps/favorite', { schema: { body: bodyOrEmpty(removeBody) } }, async (request) => {
    const body = request.body;
    await removeFavourite(ctx.db, sessionOf(request).memberId, body.nodeId);
    return ok(await favouriteIds(ctx.db, sessionOf(request).memberId));
  });
};
