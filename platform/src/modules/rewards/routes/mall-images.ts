// Points-mall item pictures, drawn by their kind's motif and kept on disk by core's picture cache
// (core/images/icon-cache.ts).
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RoutesOptions } from '../../../context';
import { errors } from '../../../core/http/envelope';
import { cachedPng, sendPng as send } from '../../../core/images/icon-cache';
import { renderMallItemPng, type MallArtKind } from '../rules/mall-art';
import { mallItems } from '../schema-mall';

export const mallImageRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  /**
   * GET /wps/mall/image/<itemId>-<goods|bonus>.png: the item's picture (its kind's motif). The kind
   * is in the name so that an item changed to the other kind gets a new address, not a stale cache.
   */
  app.get<{ Params: { file: string } }>('/wps/mall/image/:file', async (request, reply) => {
    const match = /^([0-9]{1,9})-(goods|bonus)\.png$/.exec(request.params.file);
    if (!match) throw errors.notFound('Unknown image');
    const [, id, wanted] = match;
    const png = await cachedPng(ctx.dataDir, 'mall', `${id}-${wanted}.png`, async () => {
      const [item] = await ctx.db.select({ id: mallItems.id, kind: mallItems.kind }).from(mallItems).where(eq(mallItems.id, Number(id)));
      return item && item.kind === wanted ? renderMallItemPng(item.id, item.kind as MallArtKind) : undefined;
    });
    return send(png, reply);
  });
};
