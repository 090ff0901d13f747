// Generated game and vendor icons, content images (banners, announcements) and points-mall item
// pictures, rendered once and kept on disk under <dataDir>/icons.
// Public images: no Merchant header needed, cacheable for a day by browsers and CDNs.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RoutesOptions } from '../context';
import { contentImageExists } from '../db/banners';
import { gameCodeExists, vendorCodeExists } from '../db/games';
import { renderBannerPng } from '../domain/banner-art';
import { errors } from '../domain/envelope';
import { renderIconPng } from '../domain/icon-art';
import { renderMallItemPng, type MallArtKind } from '../domain/mall-art';
import { eq } from 'drizzle-orm';
import { mallItems } from '../db/schema-mall';

const FILE = /^([A-Za-z0-9_-]{1,64})\.png$/;

type IconKind = 'game' | 'vendor' | 'content';

export const iconRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  const exists: Record<IconKind, (code: string) => Promise<boolean>> = {
    game: (code) => gameCodeExists(ctx.db, code),
    vendor: (code) => vendorCodeExists(ctx.db, code),
    content: (key) => contentImageExists(ctx.db, key),
  };

  async function iconPng(kind: IconKind, code: string): Promise<Buffer> {
    const file = path.join(ctx.dataDir, 'icons', kind, `${code}.png`);
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (!(await exists[kind](code))) throw errors.notFound('Unknown icon');
    const png = kind === 'content' ? await renderBannerPng(code) : await renderIconPng(`${kind}:${code}`);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, file);
    return png;
  }

  async function send(kind: IconKind, fileName: string, reply: FastifyReply): Promise<Buffer> {
    const match = FILE.exec(fileName);
    if (!match) throw errors.notFound('Unknown icon');
    const png = await iconPng(kind, match[1]);
    reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400, immutable');
    return png;
  }

  app.get<{ Params: { file: string } }>('/wps/game/icon/:file', (request, reply) =>
    send('game', request.params.file, reply),
  );
  app.get<{ Params: { file: string } }>('/wps/vendor/icon/:file', (request, reply) =>
    send('vendor', request.params.file, reply),
  );
  app.get<{ Params: { file: string } }>('/wps/content/image/:file', (request, reply) =>
    send('content', request.params.file, reply),
  );

  /**
   * GET /wps/mall/image/<itemId>-<goods|bonus>.png: the item's picture (its kind's motif). The kind
   * is in the name so that an item changed to the other kind gets a new address, not a stale cache.
   */
  app.get<{ Params: { file: string } }>('/wps/mall/image/:file', async (request, reply) => {
    const match = /^([0-9]{1,9})-(goods|bonus)\.png$/.exec(request.params.file);
    if (!match) throw errors.notFound('Unknown image');
    const [item] = await ctx.db.select({ id: mallItems.id, kind: mallItems.kind }).from(mallItems).where(eq(mallItems.id, Number(match[1])));
    if (!item || item.kind !== match[2]) throw errors.notFound('Unknown image');
    const kind = item.kind as MallArtKind;
    const file = path.join(ctx.dataDir, 'icons', 'mall', `${item.id}-${kind}.png`);
    let png: Buffer;
    try {
      png = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      png = await renderMallItemPng(item.id, kind);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, png);
      await rename(temporary, file);
    }
    reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400, immutable');
    return png;
  });
};
