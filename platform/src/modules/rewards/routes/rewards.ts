// Promotions and the reward center (spec §2 /promotions and rewardCenter, §7 participation and
// raffle calls; money-and-agents §4 MCSFE_/PROMOFE_ reward calls). The promotion list is public
// (a guest sees JOIN, COMING_SOON or CLOSED); everything personal needs the session, joining and
// claiming refuse trial accounts, and the two credits (claim, promo code) are idempotent money
// commands (Idempotency-Key). Every answer about a member is private.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  APPLICATION_BODY_MAX,
  claimBody,
  claimTicketBody,
  joinPromotionBody,
  languageQuery,
  promoCodeBody,
  promotionIdSchema,
  type RewardCenter,
} from '../../../../../contract/rewards';
import type { RoutesOptions } from '../../../context';
import { approvedDepositCount } from '../../cashier';
import type { Executor } from '../../../core/database/client';
import { findPromotion, listPromotions, memberClaims, promotionsOfOpenDeposits, type ClaimRow } from '../queries/promotions';
import { TRIAL_MEMBER_TYPE } from '../../cashier';
import { ok } from '../../../core/http/envelope';
import { languageOf } from '../../../core/localized';
import {
  claimIssuedReward,
  claimPromoCode,
  claimView,
  prepareJoin,
  promotionView,
  rewardErrors,
  writeJoin,
  type Reader,
} from '../rules/rewards';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { replyMemberCommand } from '../../ledger';
// Cool-off and self-exclusion: no bonus, rebate, reward or points while a break runs (issue #17).
import { assertMayReceiveBonus } from '../../responsible-gaming';
import { loadSession, refuseTrialWith, requireSession, sessionOf } from '../../accounts';

/** The member behind the session (a trial account is refused by the route's preHandler, spec §6). */
function realMember(request: FastifyRequest): number {
  return sessionOf(request).memberId;
}

async function readerOf(ex: Executor, memberId: number, trial: boolean): Promise<Reader> {
  const [approvedDeposits, openDepositPromotions] = await Promise.all([approvedDepositCount(ex, memberId), promotionsOfOpenDeposits(ex, memberId)]);
  return { trial, approvedDeposits, openDepositPromotions };
}

/** The member's latest claim per promotion (the list is newest first). */
function latestClaims(rows: { claim: ClaimRow; promotion: { id: number } }[]): Map<number, ClaimRow> {
  const latest = new Map<number, ClaimRow>();
  for (const { claim, promotion } of rows) if (!latest.has(promotion.id)) latest.set(promotion.id, claim);
  return latest;
}

/** A session when the request carries a live one; a guest otherwise (the list is public). */
async function optionalSession(ctx: RoutesOptions['ctx'], request: FastifyRequest) {
  if (!request.headers.authorization) return null;
  try {
    return await loadSession(ctx.db, request);
  } catch {
    return null;
  }
}

export const rewardRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: [requireSession(ctx.db)] };
  const realMembersOnly = { preHandler: [requireSession(ctx.db), refuseTrialWith(rewardErrors.trial)] };

  /** MCSFE_getAvailablePromotions: every enabled promotion with the reader's status. */
  app.get('/wps/relay/MCSFE_getAvailablePromotions', { schema: { querystring: languageQuery } }, async (request, reply) => {
    const { language } = request.query;
    const session = await optionalSession(ctx, request);
    const now = new Date();
    const promotions = await listPromotions(ctx.db, { enabledOnly: true });
    if (!session) {
      reply.header('Cache-Control', 'public, max-age=30');
      return ok(promotions.map((p) => promotionView(p, undefined, null, languageOf(request, language), now)));
    }
    reply.header('Cache-Control', 'private, no-store');
    const [reader, claims] = await Promise.all([readerOf(ctx.db, session.memberId, session.type === TRIAL_MEMBER_TYPE), memberClaims(ctx.db, session.memberId)]);
    const latest = latestClaims(claims);
    return ok(promotions.map((p) => promotionView(p, latest.get(p.id), reader, languageOf(request, language), now)));
  });

  /** One promotion (the details page). */
  app.get('/wps/relay/MCSFE_getPromotionDetail', { schema: { querystring: languageQuery.extend({ promotionId: promotionIdSchema }) } }, async (request, reply) => {
    const query = request.query;
    const promotion = await findPromotion(ctx.db, query.promotionId);
    if (!promotion || !promotion.enabled) throw rewardErrors.notFound();
    const session = await optionalSession(ctx, request);
    const now = new Date();
    if (!session) {
      reply.header('Cache-Control', 'public, max-age=30');
      return ok(promotionView(promotion, undefined, null, languageOf(request, query.language), now));
    }
    reply.header('Cache-Control', 'private, no-store');
    const [reader, claims] = await Promise.all([readerOf(ctx.db, session.memberId, session.type === TRIAL_MEMBER_TYPE), memberClaims(ctx.db, session.memberId)]);
    return ok(promotionView(promotion, latestClaims(claims).get(promotion.id), reader, languageOf(request, query.language), now));
  });

  /** The reward center in one read: available promotions, claimed and expired rewards, the badge count. */
  app.get('/wps/relay/rewardsSummary', { ...guarded, schema: { querystring: languageQuery } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const { language: asked } = request.query;
    const language = languageOf(request, asked);
    const session = sessionOf(request);
    const now = new Date();
    const [promotions, claims, reader] = await Promise.all([
      listPromotions(ctx.db, { enabledOnly: true }),
      memberClaims(ctx.db, session.memberId),
      readerOf(ctx.db, session.memberId, session.type === TRIAL_MEMBER_TYPE),
    ]);
    const latest = latestClaims(claims);
    const views = claims.map(({ claim, promotion }) => claimView(claim, promotion, language, now));
    const summary: RewardCenter = {
      available: promotions.filter((p) => now < p.endsAt).map((p) => promotionView(p, latest.get(p.id), reader, language, now)),
      claimed: views.filter((c) => c.status !== 'CLOSED'),
      expired: views.filter((c) => c.status === 'CLOSED'),
      claimableCount: views.filter((c) => c.status === 'CLAIM').length,
    };
    return ok(summary);
  });

  /** PROMOFE_getClaimTicketList?status=AVAILABLE: the issued rewards waiting for a claim. */
  app.get('/wps/relay/PROMOFE_getClaimTicketList', { ...guarded, schema: { querystring: languageQuery } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const { language } = request.query;
    const now = new Date();
    const claims = await memberClaims(ctx.db, sessionOf(request).memberId);
    return ok(
      claims
        .map(({ claim, promotion }) => claimView(claim, promotion, languageOf(request, language), now))
        .filter((c) => c.status === 'CLAIM')
        .map((c) => ({ ...c, transactionId: c.claimId })),
    );
  });

  /** MCSFE_signUpPromotionJoin: apply (remark, images), sign up for a raffle, or take an instant reward. */
  app.post('/wps/relay/MCSFE_signUpPromotionJoin', { schema: { body: joinPromotionBody }, ...realMembersOnly, bodyLimit: APPLICATION_BODY_MAX }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const session = sessionOf(request);
    const body = request.body;
    const now = new Date();
    const prepared = await prepareJoin(ctx.db, { memberId: session.memberId, trial: false, ...body }, now);
    const claim = await ctx.db.transaction((tx) => writeJoin(tx, session.memberId, prepared, now));
    return ok(claimView(claim, prepared.promotion, languageOf(request), now));
  });

  const claimRoute = <S extends z.ZodType>(path: string, body: S, idOf: (body: z.output<S>) => string, onlyType?: 'LUCKYBET') =>
    app.post(path, { ...realMembersOnly, schema: { body } }, async (request, reply) => {
      const memberId = realMember(request);
      const claimId = idOf(request.body as z.output<S>);
      return replyMemberCommand(ctx, request, reply, {
        memberId,
        name: 'reward.claim',
        params: { claimId },
        run: async (writer) => {
          await assertMayReceiveBonus(writer.tx, memberId);
          return claimIssuedReward(writer, memberId, claimId, new Date(), onlyType);
        },
      });
    });
  claimRoute('/wps/relay/MCSFE_claimIssuedPromotion', claimBody, (body) => body.claimId);
  claimRoute('/wps/relay/PROMOFE_claimTicket', claimTicketBody, (body) => body.transactionId);
  claimRoute('/wps/relay/MCSFE_claimRafflePromotion', claimBody, (body) => body.claimId, 'LUCKYBET');

  app.post('/wps/relay/PROMOFE_claimPromoCode', { ...realMembersOnly, schema: { body: promoCodeBody } }, async (request, reply) => {
    const memberId = realMember(request);
    const { promoCode } = request.body;
    const code = promoCode.toUpperCase();
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'reward.promoCode',
      params: { promoCode: code },
      run: async (writer) => {
        await assertMayReceiveBonus(writer.tx, memberId);
        return claimPromoCode(writer, memberId, code);
      },
    });
  });
};
