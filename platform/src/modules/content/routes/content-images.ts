// Content images (banners, promotions), drawn from their text and kept on disk by core's picture
// cache (core/images/icon-cache.ts), one file per language and layout.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { contentImageText } from '../queries/banners';
import { ART_LANGUAGES, renderBannerPng } from '../rules/banner-art';
import { bannerTextOf } from '../rules/banner-text';
import { errors } from '../../../core/http/envelope';
import { cachedPng, sendPng as send } from '../../../core/images/icon-cache';

/** <key>.png (English) or <key>.<language>.png; `.phone` before `.png` for the phone's drawing (banner-art.ts). */
const CONTENT_FILE = /^([A-Za-z0-9_-]{1,64})(?:\.([a-z]{2,3}))?(\.phone)?\.png$/;

export const contentImageRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.get<{ Params: { file: string } }>('/wps/content/image/:file', async (request, reply) => {
    const match = CONTENT_FILE.exec(request.params.file);
    const language = match?.[2] ?? 'en';
    if (!match || !ART_LANGUAGES.includes(language)) throw errors.notFound('Unknown image');
    const [, code, , phone] = match;
    const layout = phone ? 'phone' : 'wide';
    const png = await cachedPng(ctx.dataDir, 'content', `${code}.${language}${phone ? '.phone' : ''}.png`, async () => {
      const text = await contentImageText(ctx.db, code);
      return text && renderBannerPng(bannerTextOf(code, text, language), layout);
    });
    return send(png, reply);
  });
};
