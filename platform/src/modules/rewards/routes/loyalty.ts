// Loyalty calls of a member (contract/loyalty.ts): rebate settings, claimable rebate, the claim and
// its records; VIP progress and ladder; missions, milestones, leaderboard, claims and the badge
// count. Claims are money commands: Idempotency-Key required, one entry each, the first answer
// stored and replayed. Trial accounts see nothing to claim and may not claim.
import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';
import { missionClaimBody, missionIdQuery, missionSummaryQuery, pageQuery } from '../../../../../contract/loyalty';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { requestLanguage } from '../../../core/localized';
import { claimableMissionCount, claimMilestone, missionLeaderboard, missionMilestones, missionSummaries } from '../rules/loyalty-missions';
import { claimableRebateOf, claimRebate, loyaltyErrors, MANUAL_REBATE_FLAG, PLAYER_REBATE_FLAG, REBATE_SETTLE_MARGIN_MS, rebateRecordsOf, rebateSettingsFor } from '../rules/loyalty-rebate';
import { publicLevel, rankProgressOf, readVipLevels, levelOf } from '../rules/loyalty-vip';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { replyMemberCommand } from '../../ledger';
// Cool-off and self-exclusion: no bonus, rebate, reward or points while a break runs (issue #17).
import { assertMayReceiveBonus } from '../../responsible-gaming';
import { refuseTrialWith, requireSession, sessionOf } from '../../accounts';

import { TRIAL_TYPE } from '../../../../../contract/member-types';

/** Trial accounts may not claim (loyalty_trial_refused). */
const refuseLoyaltyTrial = refuseTrialWith(loyaltyErrors.trial);

export const loyaltyRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireSession(ctx.db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const manualRebate = async () => (await ctx.cache.flags.get())[MANUAL_REBATE_FLAG] === true;
  // No player rebate on this site (PLYRBT off): every rebate call answers feature_disabled.
  const rebateOffered: preHandlerHookHandler = async () => {
    if ((await ctx.cache.flags.get())[PLAYER_REBATE_FLAG] !== true) throw loyaltyErrors.off();
  };

  // ── Rebate ──
  app.get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', { preHandler: rebateOffered }, async (request) => {
    const { memberId } = sessionOf(request);
    return ok({ settings: await rebateSettingsFor(ctx.db, memberId) });
  });

  app.get('/wps/relay/ODSFE2_getRebate', { preHandler: [rebateOffered, refuseLoyaltyTrial] }, async (request) => {
    const { memberId } = sessionOf(request);
    return ok(await claimableRebateOf(ctx.db, memberId, new Date(), !(await manualRebate())));
  });

  app.post('/wps/relay/ODSFE2_rebateDisburse', { preHandler: [rebateOffered, refuseLoyaltyTrial] }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    // The site pays rebates itself (the daily job) when manual rebate is off.
    if (!(await manualRebate())) throw loyaltyErrors.nothing();
    const to = new Date(Date.now() - REBATE_SETTLE_MARGIN_MS);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'rebateDisburse',
      params: {},
      run: async (writer) => {
        await assertMayReceiveBonus(writer.tx, memberId);
        return claimRebate(writer, { memberId, to, mode: 'manual', actor: `member:${memberId}` });
      },
    });
  });

  app.get('/wps/relay/getRebateRecord', { schema: { querystring: pageQuery }, preHandler: rebateOffered }, async (request) => {
    const { memberId } = sessionOf(request);
    const { page, size } = request.query;
    return ok(await rebateRecordsOf(ctx.db, memberId, page, size));
  });

  // ── VIP ──
  app.get('/wps/relay/MCSFE_getPlayerRankProgress', async (request) => {
    const { memberId } = sessionOf(request);
    return ok(await rankProgressOf(ctx.db, ctx.ledger, memberId, new Date()));
  });

  app.get('/wps/relay/getPlayerRankRule', async (request) => {
    const { memberId } = sessionOf(request);
    const levels = await readVipLevels(ctx.db);
    return ok({ levels: levels.map(publicLevel), current: await levelOf(ctx.db, memberId) });
  });

  // ── Missions ──
  app.get('/wps/relay/MCSFE_getMissionSummaryDetails', { schema: { querystring: missionSummaryQuery } }, async (request) => {
    const { memberId } = sessionOf(request);
    const { status, page, size } = request.query;
    return ok(await missionSummaries(ctx.db, memberId, status, page, size, new Date(), requestLanguage(request.headers, request.query)));
  });

  app.get('/wps/relay/MCSFE_getMissionMilestones', { schema: { querystring: missionIdQuery } }, async (request) => {
    const { memberId } = sessionOf(request);
    const { missionId } = request.query;
    return ok(await missionMilestones(ctx.db, memberId, missionId, new Date(), requestLanguage(request.headers, request.query)));
  });

  app.get('/wps/relay/MCSFE_getMissionLeaderboard', { schema: { querystring: missionIdQuery } }, async (request) => {
    const { memberId } = sessionOf(request);
    const { missionId } = request.query;
    return ok(await missionLeaderboard(ctx.db, memberId, missionId, new Date()));
  });

  app.get('/wps/relay/MCSFE_getMissionClaimableCount', async (request) => {
    const session = sessionOf(request);
    return ok({ count: session.type === TRIAL_TYPE ? 0 : await claimableMissionCount(ctx.db, session.memberId, new Date()) });
  });

  app.post('/wps/relay/claimMissionRewards', { schema: { body: missionClaimBody }, preHandler: refuseLoyaltyTrial }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const body = request.body;
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'claimMissionRewards',
      params: body,
      run: async (writer) => {
        await assertMayReceiveBonus(writer.tx, memberId);
        return claimMilestone(writer, { memberId, missionId: body.missionId, milestone: body.milestone, now: new Date() });
      },
    });
  });
};
