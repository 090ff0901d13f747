// Generated game tiles and vendor wordmarks, kept on disk by core's picture cache
// (core/images/icon-cache.ts). Content images and points-mall pictures are served by their modules.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { gameArtOf, vendorArtOf } from '../queries/games';
import { errors } from '../../../core/http/envelope';
import { cachedPng, sendPng as send } from '../../../core/images/icon-cache';
import { renderGameIconPng, renderVendorIconPng } from '../rules/icon-art';

const ICON_FILE = /^([A-Za-z0-9_-]{1,64})\.png$/;

export const iconRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  async function draw(kind: 'game' | 'vendor', code: string): Promise<Buffer | undefined> {
    if (kind === 'game') {
      const game = await gameArtOf(ctx.db, code);
      return game && renderGameIconPng(game);
    }
    const vendor = await vendorArtOf(ctx.db, code);
    return vendor && renderVendorIconPng(vendor);
  }

  const iconOf = async (kind: 'game' | 'vendor', fileName: string, reply: FastifyReply) => {
    const match = ICON_FILE.exec(fileName);
    if (!match) throw errors.notFound('Unknown icon');
    return send(await cachedPng(ctx.dataDir, kind, `${match[1]}.png`, () => draw(kind, match[1])), reply);
  };

  app.get<{ Params: { file: string } }>('/wps/game/icon/:file', (request, reply) => iconOf('game', request.params.file, reply));
  app.get<{ Params: { file: string } }>('/wps/vendor/icon/:file', (request, reply) => iconOf('vendor', request.params.file, reply));
};
