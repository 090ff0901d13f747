// Operator API under /admin (X-Operator-Key). Each change drops the in-memory view and asks the
// portal to revalidate the matching cache tag.
// The cache tags and status codes come from contract/ (one list for both sides of the revalidation hook).
import { TAGS } from '../../../../../contract/cache-tags';
import { systemStatusCodeSchema } from '../../../../../contract/system';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { jobReport } from '../../../core/jobs/job-report';
import { errors, ok } from '../../../core/http/envelope';
import { notifyRevalidate } from '../../../core/http/revalidate';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { asSettingChange } from '../../../core/admin/admin-audit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listRegionRules, listSiteFlags, setRegionRule, setSiteFlag, setSystemStatus } from '../../content';
import { adminContentRoutes } from '../../content';

const statusBody = z.object({ status: systemStatusCodeSchema });
const flagBody = z.object({ enabled: z.boolean() });
const regionBody = z.object({ entry: z.string().min(2).max(49), blocked: z.boolean() });
const flagParams = z.object({ name: z.string().regex(/^[A-Za-z0-9_]{1,64}$/) });

export const adminRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.post('/status', { schema: { body: statusBody } }, async (request) => {
    const { status } = request.body;
    const result = await asSettingChange(ctx, request, 'systemStatus', () => setSystemStatus(ctx.db, status));
    await ctx.cache.system.invalidate();
    await notifyRevalidate(ctx.revalidate, [TAGS.systemStatus], request.log);
    return ok(result);
  });

  app.get('/flags', async () => ok(await listSiteFlags(ctx.db)));

  /** The job queue: queues by state with their lag, and the schedules (npm run ops -- jobs). */
  app.get('/jobs', async () => ok(await jobReport(ctx.db)));

  /** The OpenAPI document of the upstream and /admin routes, from their zod schemas (core/http/openapi.ts); plain, not in the envelope. */
  app.get('/openapi.json', async () => app.swagger());

  // Region restriction: blocked addresses/CIDR ranges and countries (per visitor, /wps/system/status).
  app.get('/region', async () => ok(await listRegionRules(ctx.db)));

  app.post('/region', { schema: { body: regionBody } }, async (request) => {
    const { entry, blocked } = request.body;
    const result = await asSettingChange(ctx, request, 'regionBlocks', () => setRegionRule(ctx.db, entry, blocked));
    if (!result) throw errors.validationFailed(['entry']);
    ctx.cache.system.invalidate();
    await notifyRevalidate(ctx.revalidate, [TAGS.systemStatus], request.log);
    return ok(result);
  });

  app.post('/flags/:name', { schema: { params: flagParams, body: flagBody } }, async (request) => {
    const { name } = request.params;
    const { enabled } = request.body;
    const result = await asSettingChange(ctx, request, 'siteFlags', () => setSiteFlag(ctx.db, name, enabled));
    if (!result) throw errors.notFound(`Unknown flag ${name}`);
    await ctx.cache.flags.invalidate();
    await notifyRevalidate(ctx.revalidate, [TAGS.siteFlags], request.log);
    return ok(result);
  });

  await app.register(adminContentRoutes, { ctx });
};
