// /admin routes of the operator's reports (issue #28 "Reports", permission reports:read): the daily
// report as JSON and as CSV, the same query behind both. Reading only: nothing is audited as a change.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { guardAdmin } from '../../../core/admin/admin-guard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dailyReport, dailyReportCsv } from './daily-report';

// The range's own problems (not a date, backwards, too long) are named by dailyReport's check.
const rangeQuery = z.object({ from: z.string().max(10), to: z.string().max(10) });

export const reportRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/reports/daily', { schema: { querystring: rangeQuery } }, async (request) => ok(await dailyReport(ctx.db, request.query)));

  app.get('/reports/daily.csv', { schema: { querystring: rangeQuery } }, async (request, reply) => {
    const report = await dailyReport(ctx.db, request.query);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="daily-report-${report.from}-${report.to}.csv"`);
    return dailyReportCsv(report);
  });
};
