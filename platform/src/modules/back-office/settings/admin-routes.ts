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
import { parseOrFail } from '../../../core/http/validation';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { asSettingChange } from '../../../core/admin/admin-audit';
import { listRegionRules, listSiteFlags, setRegionRule, setSiteFlag, setSystemStatus } from '../../content';
import { adminContentRoutes } from '../../content';

const statusBody = z.object({ status: systemStatusCodeSchema });
const flagBody = z.object({ enabled: z.boolean() });
const regionBody = z.object({ entry: z.string().min(2).max(49), blocked: z.boolean() });
const flagParams = z.object({ name: z.string().regex(/^[A-Za-z0-9_]{1,64}$/) });

export const adminRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);

  app.post('/status', async (request) => {
    const { status } = parseOrFail(statusBody, request.body);
    const result = await asSettingChange(ctx, request, 'systemStatus', () => setSystemStatus(ctx.db, status));
    await ctx.cache.system.invalidate();
    await notifyRevalidate(ctx.revalidate, [TAGS.systemStatus], request.log);
    return ok(result);
  });

  app.get('/flags', async () => ok(await listSiteFlags(ctx.db)));

  /** The job queue: queues by state with their lag, and the schedules (npm run ops -- jobs). */
  app.get('/jobs', async () => ok(await jobReport(ctx.db)));

  // Region restriction: blocked addresses/CIDR ranges and countries (per visitor, /wps/system/status).
  app.get('/region', async () => ok(await listRegionRules(ctx.db)));

  app.post('/region', async (request) => {
    const { entry, blocked } = parseOrFail(regionBody, request.body);
    const result = await asSettingChange(ctx, request, 'regionBlocks', () => setRegionRule(ctx.db, entry, blocked));
    if (!result) throw errors.validationFailed(['entry']);
    ctx.cache.system.invalidate();
    await notifyRevalidate(ctx.revalidate, [TAGS.systemStatus], request.log);
    return ok(result);
  });

  app.post('/flags/:name', async (request) => {
    const { name } = parseOrFail(flagParams, request.params);
    const { enabled } = parseOrFail(flagBody, request.body);
    const result = await asSettingChange(ctx, request, 'siteFlags', () => setSiteFlag(ctx.db, name, enabled));
    if (!result) throw errors.notFound(`Unknown flag ${name}`);
    await ctx.cache.flags.invalidate();
    await notifyRevalidate(ctx.revalidate, [TAGS.siteFlags], request.log);
    return ok(result);
  });

  await app.register(adminContentRoutes, { ctx });
};
