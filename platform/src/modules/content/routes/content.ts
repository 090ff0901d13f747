// Public content the portal renders (spec §3, §7): banners by group, announcements and popups,
// notices, the help center and the winner board (the site's outside links: site-resources.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { ANNOUNCEMENT_TYPES, POPUP_EXECUTIONS } from '../../../../../contract/announcements';
import { listAnnouncements } from '../queries/announcements';
import { BANNER_GROUPS, listBanners } from '../queries/banners';
import { listHelpArticles } from '../queries/help-articles';
import { listNotices } from '../queries/notices';
import { listWinners } from '../queries/winners';
import { ok } from '../../../core/http/envelope';
import { requestLanguage } from '../../../core/localized';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const bannerQuery = z.object({ groupName: z.enum(BANNER_GROUPS) }).passthrough();

const typesList = z
  .string()
  .transform((value) => value.split(',').map((type) => type.trim()).filter(Boolean))
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1).max(ANNOUNCEMENT_TYPES.length));

const announcementQuery = z
  .object({ types: typesList.default([...ANNOUNCEMENT_TYPES]), execution: z.enum(POPUP_EXECUTIONS).optional() })
  .passthrough();

const winnerQuery = z
  .object({
    gameCategory: z.enum(['ALL', 'RNG', 'LIVE', 'FISH', 'PVP']).default('ALL'),
    limitNum: z.coerce.number().int().min(1).max(50).default(20),
  })
  .passthrough();

export const contentRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/wps/banners', { schema: { querystring: bannerQuery } }, async (request) => {
    const { groupName } = request.query;
    return ok(await listBanners(ctx.db, groupName, requestLanguage(request.headers, request.query)));
  });

  app.get('/wps/announcements', { schema: { querystring: announcementQuery } }, async (request) => {
    const { types, execution } = request.query;
    return ok(await listAnnouncements(ctx.db, { types, execution }, requestLanguage(request.headers, request.query)));
  });

  app.get('/wps/notices', async (request) => ok(await listNotices(ctx.db, requestLanguage(request.headers, request.query))));

  app.get('/wps/system/helpCenter', async (request) =>
    ok(await listHelpArticles(ctx.db, requestLanguage(request.headers, request.query))),
  );

  app.get('/wps/winners/board', { schema: { querystring: winnerQuery } }, async (request) => {
    const { gameCategory, limitNum } = request.query;
    return ok(await listWinners(ctx.db, limitNum, gameCategory === 'ALL' ? undefined : gameCategory));
  });
};
