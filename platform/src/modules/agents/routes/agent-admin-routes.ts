// /admin routes of the back office's agents screen (issue #28 "Agents"): the tree a page at a time,
// one agent's contracts with their history, the settlement runs, and re-running one period
// (agents:settle; admin-permissions.ts), which pays only what was not paid yet and is written to the
// audit trail with the period's records before and after.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { agentTreeQuery, settlementRerunInput, settlementRunsQuery } from '../../../../../contract/agent-admin';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { guardAdmin } from '../../../core/admin/admin-guard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { agentContractsOf, agentTree } from '../rules/agent-tree-admin';
import { rerunPeriod, settlementRuns } from '../rules/settlement-runs';

const accountParams = z.object({ account: z.string().regex(/^[A-Za-z0-9_]{1,40}$/) });

export const agentAdminRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/agents', { schema: { querystring: agentTreeQuery } }, async (request) => ok(await agentTree(ctx.db, request.query)));

  app.get('/agents/:account/contracts', { schema: { params: accountParams } }, async (request) => ok(await agentContractsOf(ctx.db, request.params.account)));

  app.get('/agents/settlement-runs', { schema: { querystring: settlementRunsQuery } }, async (request) => ok(await settlementRuns(ctx.db, request.query)));

  app.post('/agents/settlement-runs', { schema: { body: bodyOrEmpty(settlementRerunInput) } }, async (request) => {
    const input = request.body;
    const result = await rerunPeriod(ctx.db, ctx.ledger, input);
    request.audit = {
      objectType: 'settlement',
      objectId: `${input.run}:${input.day}${input.hour === undefined ? '' : `T${String(input.hour).padStart(2, '0')}`}`,
      before: result.before,
      after: { ...result.after, paidNow: result.report.paid, amountNow: result.report.amount, created: result.report.created },
    };
    return ok(result);
  });
};
