// The site's outside links (spec §3 "resources", "customerService"): GET /wps/system/resources
// answers what the operator set (nothing until then); GET and PUT /admin/resources (settings
// permissions) read and change them, each group replaced when given, and revalidate the portal's copy.
import type { FastifyPluginAsync } from 'fastify';
import { TAGS } from '../../../../../contract/cache-tags';
import { siteResourcesPatch } from '../../../../../contract/site-resources';
import type { RoutesOptions } from '../../../context';
import { readSiteResources, updateSiteResources } from '../queries/site-resources';
import { ok } from '../../../core/http/envelope';
import { notifyRevalidate } from '../../../core/http/revalidate';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { asSettingChange } from '../../../core/admin/admin-audit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';

export const siteResourcesRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/wps/system/resources', async () => ok(await readSiteResources(ctx.db)));
};

export const adminSiteResourcesRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/resources', async () => ok(await readSiteResources(ctx.db)));

  app.put('/resources', { schema: { body: bodyOrEmpty(siteResourcesPatch) } }, async (request) => {
    const patch = request.body;
    const resources = await asSettingChange(ctx, request, 'links', () => updateSiteResources(ctx.db, patch));
    await notifyRevalidate(ctx.revalidate, [TAGS.siteResources], request.log);
    return ok(resources);
  });
};
