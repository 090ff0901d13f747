// Generated game tiles, vendor wordmarks, content images (banners, promotions) and points-mall item
// pictures, rendered once and kept on disk under <dataDir>/icons/v3 (v3: the art with names and
// offers, the vendor pill top centre; older files are ignored).
// Public images: no Merchant header needed, cacheable for a day by browsers and CDNs.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { contentImageText, type ContentImageText } from '../../content';
import { gameArtOf, vendorArtOf } from '../queries/games';
import { ART_LANGUAGES, renderBannerPng, type BannerLayout, type BannerText } from '../../content';
import { errors } from '../../../core/http/envelope';
import { eq } from 'drizzle-orm';
import { mallItems } from '../../rewards';
import { renderGameIconPng, renderVendorIconPng } from '../rules/icon-art';
import { pickLanguage } from '../../../core/localized';
import { renderMallItemPng, type MallArtKind } from '../../rewards';

const ICON_FILE = /^([A-Za-z0-9_-]{1,64})\.png$/;
/** <key>.png (English) or <key>.<language>.png; `.phone` before `.png` for the phone's drawing (banner-art.ts). */
const CONTENT_FILE = /^([A-Za-z0-9_-]{1,64})(?:\.([a-z]{2,3}))?(\.phone)?\.png$/;

type IconKind = 'game' | 'vendor' | 'content' | 'mall';

/** What a banner or promotion image says, and which motif it shows (by where it leads). */
export function bannerTextOf(key: string, text: ContentImageText, language: string): BannerText {
  const url = text.url ?? '';
  const motif = url.startsWith('/rng') ? 'reels' : url.startsWith('/live') ? 'cards' : url.startsWith('/sports') ? 'ball' : url.startsWith('/lottery') ? 'numbers' : 'gift';
  return {
    key,
    language,
    headline: pickLanguage(text.title, language),
    detail: text.content && pickLanguage(text.content, language),
    action: motif === 'gift' ? 'claim' : 'play',
    motif,
  };
}

export const iconRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  async function draw(kind: IconKind, code: string, language: string, layout: BannerLayout): Promise<Buffer | undefined> {
    if (kind === 'game') {
      const game = await gameArtOf(ctx.db, code);
      return game && renderGameIconPng(game);
    }
    if (kind === 'vendor') {
      const vendor = await vendorArtOf(ctx.db, code);
      return vendor && renderVendorIconPng(vendor);
    }
    if (kind === 'mall') {
      const [id, wanted] = code.split('-');
      const [item] = await ctx.db.select({ id: mallItems.id, kind: mallItems.kind }).from(mallItems).where(eq(mallItems.id, Number(id)));
      return item && item.kind === wanted ? renderMallItemPng(item.id, item.kind as MallArtKind) : undefined;
    }
    const text = await contentImageText(ctx.db, code);
    return text && renderBannerPng(bannerTextOf(code, text, language), layout);
  }

  async function iconPng(kind: IconKind, code: string, language = 'en', layout: BannerLayout = 'wide'): Promise<Buffer> {
    const file = path.join(ctx.dataDir, 'icons', 'v3', kind, kind === 'content' ? `${code}.${language}${layout === 'phone' ? '.phone' : ''}.png` : `${code}.png`);
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const png = await draw(kind, code, language, layout);
    if (!png) throw errors.notFound('Unknown icon');
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, file);
    return png;
  }

  function send(png: Buffer, reply: FastifyReply): Buffer {
    reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400, immutable');
    return png;
  }

  const iconOf = async (kind: 'game' | 'vendor', fileName: string, reply: FastifyReply) => {
    const match = ICON_FILE.exec(fileName);
    if (!match) throw errors.notFound('Unknown icon');
    return send(await iconPng(kind, match[1]), reply);
  };

  app.get<{ Params: { file: string } }>('/wps/game/icon/:file', (request, reply) => iconOf('game', request.params.file, reply));
  app.get<{ Params: { file: string } }>('/wps/vendor/icon/:file', (request, reply) => iconOf('vendor', request.params.file, reply));
  app.get<{ Params: { file: string } }>('/wps/content/image/:file', async (request, reply) => {
    const match = CONTENT_FILE.exec(request.params.file);
    const language = match?.[2] ?? 'en';
    if (!match || !ART_LANGUAGES.includes(language)) throw errors.notFound('Unknown image');
    return send(await iconPng('content', match[1], language, match[3] ? 'phone' : 'wide'), reply);
  });

  /**
   * GET /wps/mall/image/<itemId>-<goods|bonus>.png: the item's picture (its kind's motif). The kind
   * is in the name so that an item changed to the other kind gets a new address, not a stale cache.
   */
  app.get<{ Params: { file: string } }>('/wps/mall/image/:file', async (request, reply) => {
    const match = /^([0-9]{1,9})-(goods|bonus)\.png$/.exec(request.params.file);
    if (!match) throw errors.notFound('Unknown image');
    return send(await iconPng('mall', `${match[1]}-${match[2]}`), reply);
  });
};
