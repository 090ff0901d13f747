// The agent's team (money-and-agents §5.3 register centre, §5.4 downline management): rebate
// bounds, creating downlines, affiliate links and the downline list with its edits. Every route
// runs behind requireAgent (a member gets 403 `non_agent` before anything is read); every id a
// request names is checked against the caller's subtree (downline_not_found outside it), and
// edits are allowed on direct downlines only (modules/agents/rules/agent-downlines.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  affiliateUrlIdQuery,
  createAffiliateUrlBody,
  createDownlineBody,
  downlineRebatesBody,
  downlineRebatesQuery,
  downlinesQuery,
  downlineStatusBody,
  formatRate,
  promoteBody,
  REBATE_SERIES,
  registeredAffiliatesQuery,
} from '../../../../../contract/agent-team';
import type { RoutesOptions } from '../../../context';
import { findMemberById } from '../../accounts';
import { createAffiliateUrl, deleteAffiliateUrl, listAffiliateUrls, registeredAffiliates } from '../rules/affiliate-links';
import { listDownlines, promoteDownline, setDownlineRebates, setDownlineStatus } from '../rules/agent-downlines';
import { maxRates, noRates, rateOf, readRebateCeilings, rebateBounds, writeRebateCeilings } from '../rules/agent-rebates';
import { createDownline } from '../rules/agent-register';
import { ApiError, errors, ok } from '../../../core/http/envelope';
import { dayBounds, DayNotEndedError, settleAgentRebates } from '../jobs/agent-rebate-settlement';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { clientOf } from '../../accounts';
import { agentOf, downlineOf, requireAgent } from '../http/require-agent';
import { decryptBody } from '../../../core/http/require-encrypted-body';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange, auditRun, settingSubject } from '../../../core/admin/admin-audit';

export const agentTeamRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireAgent(ctx.db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/wps/agent/globalRebateSettings', async () => {
    const ceilings = await readRebateCeilings(ctx.db);
    return ok({ series: REBATE_SERIES.map((series) => ({ series, ceiling: formatRate(ceilings[series]) })) });
  });

  /** Without memberId: the caller's rates and a new downline's bounds; with it: that downline's rates and its edit bounds. */
  app.get('/wps/agent/downlineRebates', { schema: { querystring: downlineRebatesQuery } }, async (request) => {
    const agent = agentOf(request);
    const { memberId } = request.query;
    const max = maxRates(await rateOf(ctx.db, agent.memberId), await readRebateCeilings(ctx.db));
    if (memberId === undefined || memberId === agent.memberId) {
      const own = await rateOf(ctx.db, agent.memberId);
      return ok({ memberId: agent.memberId, account: agent.account, editable: false, rebates: rebateBounds(own, { min: noRates(), max }) });
    }
    const depth = await downlineOf(ctx.db, agent.memberId, memberId);
    const [member, rates] = [await findMemberById(ctx.db, memberId), await rateOf(ctx.db, memberId)];
    return ok({ memberId, account: member!.account, editable: depth === 1, rebates: rebateBounds(rates, { min: rates, max }) });
  });

  app.post('/wps/agent/downline', { schema: { body: createDownlineBody }, preValidation: decryptBody(ctx.cipher) }, async (request) =>
    ok(await createDownline(ctx.db, ctx.profile, agentOf(request).memberId, request.body, clientOf(request))),
  );

  app.post('/wps/agent/affiliateUrl', { schema: { body: bodyOrEmpty(createAffiliateUrlBody) } }, async (request) =>
    ok(await createAffiliateUrl(ctx.db, agentOf(request).memberId, request.body)),
  );

  app.get('/wps/agent/affiliateUrls', async (request) => ok({ links: await listAffiliateUrls(ctx.db, agentOf(request).memberId) }));

  app.delete('/wps/agent/affiliateUrl', { schema: { querystring: affiliateUrlIdQuery } }, async (request) => {
    const { affiUrlId } = request.query;
    return ok(await deleteAffiliateUrl(ctx.db, agentOf(request).memberId, affiUrlId));
  });

  app.get('/wps/agent/registeredAffiliates', { schema: { querystring: registeredAffiliatesQuery } }, async (request) =>
    ok(await registeredAffiliates(ctx.db, agentOf(request).memberId, request.query)),
  );

  app.get('/wps/agent/downlines', { schema: { querystring: downlinesQuery } }, async (request) => ok(await listDownlines(ctx.db, agentOf(request).memberId, request.query)));

  app.put('/wps/agent/downlineStatus', { schema: { body: bodyOrEmpty(downlineStatusBody) } }, async (request) =>
    ok(await setDownlineStatus(ctx.db, agentOf(request).memberId, request.body)),
  );

  app.put('/wps/agent/downlineRebates', { schema: { body: bodyOrEmpty(downlineRebatesBody) } }, async (request) => {
    const body = request.body;
    return ok(await setDownlineRebates(ctx.db, agentOf(request).memberId, body));
  });

  app.put('/wps/agent/promoteDownlineToAgent', { schema: { body: bodyOrEmpty(promoteBody) } }, async (request) => {
    const { memberId } = request.body;
    return ok(await promoteDownline(ctx.db, agentOf(request).memberId, memberId));
  });
};

/** Operator: the rebate ceilings per series (percent texts), under /admin. */
export const adminAgentTeamRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);
  app.post('/agent/globalRebateSettings', { schema: { body: bodyOrEmpty(z.record(z.string(), z.unknown())) } }, async (request) => {
    const patch = request.body;
    const ceilings = await auditChange(ctx, request, settingSubject('agentRebateCeilings', readRebateCeilings), () => writeRebateCeilings(ctx.db, patch));
    return ok({ series: REBATE_SERIES.map((series) => ({ series, ceiling: formatRate(ceilings[series]) })) });
  });
  /** The daily agent rebate of one day (`npm run ops -- settle agent-rebate --day`): paid once per agent. */
  app.post('/agent/settle-rebate', { schema: { body: bodyOrEmpty(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })) } }, async (request) => {
    const { day } = request.body;
    try {
      dayBounds(day);
    } catch {
      throw errors.validationFailed(['day']);
    }
    try {
      const settled = await settleAgentRebates(ctx.db, day, ctx.ledger);
      auditRun(request, 'agent-rebate-settlement', day, settled);
      return ok(settled);
    } catch (error) {
      if (error instanceof DayNotEndedError) throw new ApiError(409, 'day_not_ended', error.message);
      throw error;
    }
  });
};
