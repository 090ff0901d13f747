// The agent's team overview and reports (money-and-agents §5.2, §5.5): reads only, behind
// requireAgent, each scoped by the caller's subtree; an account or drill-down outside it is
// `downline_not_found`. Ranges are business days, at most 90 of them.
import type { FastifyPluginAsync } from 'fastify';
import {
  AGENT_REPORT_PATHS,
  downlineTransactionsQuery,
  myIncomeQuery,
  teamBettingQuery,
  teamOverviewQuery,
  teamPnlQuery,
} from '../../../../../contract/agent-reports';
import type { RoutesOptions } from '../../../context';
import { downlineTransactions, myIncome, teamBetting, teamOverview, teamPnl } from '../rules/agent-reports';
import { ok } from '../../../core/http/envelope';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentOf, requireAgent } from '../http/require-agent';

export const agentReportRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireAgent(ctx.db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  /** ODSFE2_getTeamOverviewSum. */
  app.get(AGENT_REPORT_PATHS.teamOverview, { schema: { querystring: teamOverviewQuery } }, async (request) =>
    ok(await teamOverview(ctx.db, agentOf(request).memberId, request.query.period)),
  );

  app.get(AGENT_REPORT_PATHS.teamBetting, { schema: { querystring: teamBettingQuery } }, async (request) =>
    ok(await teamBetting(ctx.db, agentOf(request).memberId, request.query)),
  );

  app.get(AGENT_REPORT_PATHS.teamPnl, { schema: { querystring: teamPnlQuery } }, async (request) => ok(await teamPnl(ctx.db, agentOf(request).memberId, request.query)));

  app.get(AGENT_REPORT_PATHS.myIncome, { schema: { querystring: myIncomeQuery } }, async (request) => ok(await myIncome(ctx.db, agentOf(request).memberId, request.query)));

  app.get(AGENT_REPORT_PATHS.downlineTransactions, { schema: { querystring: downlineTransactionsQuery } }, async (request) =>
    ok(await downlineTransactions(ctx.db, agentOf(request).memberId, request.query)),
  );
};
