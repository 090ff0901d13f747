// The ledger's reconcile as staff run it (ledger:read): POST runs it now and keeps the report;
// GET lists the last runs, newest first. GET /admin/ledger/reconcile (modules/ledger/routes/admin-ledger.ts) stays
// the unrecorded check the tests run after every money test.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { guardAdmin } from '../../../core/admin/admin-guard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recentReconcileRuns, runAndKeepReconcile } from '../rules/reconcile-runs';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

export const reconcileAdminRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/ledger/reconcile/runs', { schema: { querystring: listQuery } }, async (request) => ok(await recentReconcileRuns(ctx.db, request.query.limit)));

  app.post('/ledger/reconcile/runs', async (request) => {
    const run = await runAndKeepReconcile(ctx.db, request.principal?.actor ?? 'key:operator');
    request.audit = { objectType: 'reconcile-run', objectId: String(run.id), before: null, after: { ok: run.report.ok, entries: run.report.entries, total: run.report.total } };
    return ok(run);
  });
};
