// Operator API for promotions under /admin (X-Operator-Key): define or change a promotion, list
// them, issue a reward to a member (mcs-manual-promotion-addManualPromotionClaim), and decide
// applications (approveClaimStatus: approve issues the reward, reject closes it), and draw a raffle
// now or read what its draw recorded. Only the draw moves money here (its prizes, once: see
// domain/raffle-draw.ts); otherwise the member's claim credits the reward (routes/rewards.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { toMinor } from '../../../contract/money';
import { CLAIM_STATES, claimIdSchema, decideApplicationBody, issueRewardBody, promotionDefinitionSchema, promotionIdSchema, type PromotionDefinition } from '../../../contract/rewards';
import type { RoutesOptions } from '../context';
import { findMemberByAccount } from '../db/members';
import { claimsByState, findPromotion, listPromotions, upsertPromotion, type NewPromotion } from '../db/promotions';
import { inLedgerTransaction } from '../db/ledger';
import { ApiError, errors, ok } from '../domain/envelope';
import { drawRaffleNow, drawResult } from '../domain/raffle-draw';
import { claimView, decideApplication, issueReward, promotionView, rewardErrors } from '../domain/rewards';
import { parseOrFail } from '../domain/validation';
import { guardAdmin } from '../modules/staff/admin-guard';
import { auditChange, auditCreated } from '../modules/staff/audit-change';
import { claimSubject, promotionSubject } from '../modules/staff/audit-subjects';

const minorOf = (text: string | undefined) => (text === undefined ? null : toMinor(text)!);

/** A definition as a row: amounts in minor units, the percentage in basis points. */
export function promotionRowOf(definition: PromotionDefinition): NewPromotion {
  return {
    promotionId: definition.promotionId,
    type: definition.type,
    title: definition.title,
    description: definition.description,
    startsAt: new Date(definition.startsAt),
    endsAt: new Date(definition.endsAt),
    eligibility: definition.eligibility,
    fixedAmount: minorOf(definition.fixedAmount),
    percentBp: definition.percent === undefined ? null : Math.round(Number(definition.percent) * 100),
    maxBonus: minorOf(definition.maxBonus),
    minDeposit: minorOf(definition.minDeposit),
    turnoverMultiple: definition.turnoverMultiple,
    claimDays: definition.claimDays,
    applyRequired: definition.applyRequired,
    promoCode: definition.promoCode ?? null,
    enabled: definition.enabled,
    drawAt: definition.drawAt === undefined ? null : new Date(definition.drawAt),
    winners: definition.winners ?? null,
    autoGrant: definition.autoGrant,
  };
}

const promotionParams = z.object({ promotionId: promotionIdSchema });
const notDrawn = () => new ApiError(409, 'raffle_not_drawn', 'This raffle has not been drawn yet');

const stateQuery = z.object({ state: z.enum(CLAIM_STATES).optional() });

export const adminPromotionRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);

  app.get('/promotions', async () => {
    const now = new Date();
    const rows = await listPromotions(ctx.db, { enabledOnly: false });
    return ok(rows.map((p) => ({ ...promotionView(p, undefined, null, 'en', now), enabled: p.enabled, promoCode: p.promoCode })));
  });

  app.put('/promotions', async (request) => {
    const definition = parseOrFail(promotionDefinitionSchema, request.body);
    const saved = await auditChange(ctx, request, promotionSubject(definition.promotionId), () => upsertPromotion(ctx.db, promotionRowOf(definition)));
    return ok({ ...promotionView(saved, undefined, null, 'en', new Date()), enabled: saved.enabled, promoCode: saved.promoCode });
  });

  app.post('/promotions/:promotionId/issue', async (request) => {
    const { promotionId } = parseOrFail(z.object({ promotionId: promotionIdSchema }), request.params);
    const body = parseOrFail(issueRewardBody, request.body);
    const promotion = await findPromotion(ctx.db, promotionId);
    if (!promotion) throw rewardErrors.notFound();
    const member = await findMemberByAccount(ctx.db, body.account);
    if (!member) throw errors.notFound(`No member ${body.account}`);
    const issued = await issueReward(ctx.db, promotion, member.id, minorOf(body.amount) ?? undefined, body.remark);
    await auditCreated(ctx, request, claimSubject(issued.claimId));
    return ok(issued);
  });

  app.get('/promotion-claims', async (request) => {
    const { state } = parseOrFail(stateQuery, request.query);
    const now = new Date();
    const rows = await claimsByState(ctx.db, state ? [state] : ['A']);
    return ok(rows.map(({ claim, promotion, account }) => ({ ...claimView(claim, promotion, 'en', now), account })));
  });

  app.post('/promotion-claims/:claimId/decide', async (request) => {
    const { claimId } = parseOrFail(z.object({ claimId: claimIdSchema }), request.params);
    const body = parseOrFail(decideApplicationBody, request.body);
    const decide = () => ctx.db.transaction((tx) => decideApplication(tx, claimId, { action: body.action, amount: minorOf(body.amount) ?? undefined, remark: body.remark }));
    return ok(await auditChange(ctx, request, claimSubject(claimId), decide, body.remark));
  });

  /** POST /admin/promotions/:promotionId/draw: draw a raffle now (once; later calls read the same result). */
  app.post('/promotions/:promotionId/draw', async (request) => {
    const { promotionId } = parseOrFail(promotionParams, request.params);
    const promotion = await findPromotion(ctx.db, promotionId);
    if (!promotion || promotion.type !== 'LUCKYBET' || promotion.winners === null) throw rewardErrors.notFound();
    await auditChange(ctx, request, promotionSubject(promotionId), () => inLedgerTransaction(ctx.db, ctx.ledger, (writer) => drawRaffleNow(writer, promotionId, new Date())));
    return ok(await drawResult(ctx.db, (await findPromotion(ctx.db, promotionId))!));
  });

  app.get('/promotions/:promotionId/draw', async (request) => {
    const { promotionId } = parseOrFail(promotionParams, request.params);
    const promotion = await findPromotion(ctx.db, promotionId);
    if (!promotion || promotion.type !== 'LUCKYBET') throw rewardErrors.notFound();
    const result = await drawResult(ctx.db, promotion);
    if (!result) throw notDrawn();
    return ok(result);
  });
};
