// Operator API for promotions under /admin: define or change a promotion (its budget included), list
// them with their state, budget and claims, stop one with its kill switch, issue a reward to a
// member (mcs-manual-promotion-addManualPromotionClaim), decide applications (approveClaimStatus:
// approve issues the reward, reject closes it), and draw a raffle now or read what its draw
// recorded. Only the draw moves money here (its prizes, once: see modules/rewards/rules/raffle-draw.ts); otherwise
// the member's claim credits the reward (modules/rewards/routes/rewards.ts). Every change tells the audit trail the
// object's state before and after.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { toMinor } from '../../../../../contract/money';
import { CLAIM_STATES, claimIdSchema, decideApplicationBody, issueRewardBody, promotionDefinitionSchema, promotionIdSchema, stopPromotionBody } from '../../../../../contract/rewards';
import type { RoutesOptions } from '../../../context';
import { findMemberByAccount } from '../../accounts';
import { claimsByState, findClaim, findPromotion, listPromotions, type PromotionRow } from '../queries/promotions';
import { inLedgerTransaction } from '../../ledger';
import { ApiError, errors, ok } from '../../../core/http/envelope';
import { drawRaffleNow, drawResult } from '../rules/raffle-draw';
import { claimView, decideApplication, issueReward, promotionView, rewardErrors } from '../rules/rewards';
import { actorOf, guardAdmin } from '../../../core/admin/admin-guard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { adminPromotions, savePromotionDefinition } from '../rules/promotion-admin';
import { stopPromotion } from '../rules/promotion-budget';

const minorOf = (text: string | undefined) => (text === undefined ? undefined : toMinor(text)!);

const promotionParams = z.object({ promotionId: promotionIdSchema });
const claimParams = z.object({ claimId: claimIdSchema });
const notDrawn = () => new ApiError(409, 'raffle_not_drawn', 'This raffle has not been drawn yet');
const alreadyStopped = () => new ApiError(409, 'promotion_stopped', 'This promotion has been stopped already');

const stateQuery = z.object({ state: z.enum(CLAIM_STATES).optional() });

export const adminPromotionRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  /** One promotion as staff see it (the audit trail's before and after). */
  async function adminView(row: PromotionRow | undefined) {
    if (!row) return null;
    return (await adminPromotions(ctx.db, [row], new Date())).get(row.id)!;
  }

  app.get('/promotions', async () => {
    const now = new Date();
    const rows = await listPromotions(ctx.db, { enabledOnly: false });
    const views = await adminPromotions(ctx.db, rows, now);
    return ok(rows.map((p) => ({ ...promotionView(p, undefined, null, 'en', now), enabled: p.enabled, promoCode: p.promoCode, ...views.get(p.id)! })));
  });

  app.put('/promotions', { schema: { body: promotionDefinitionSchema } }, async (request) => {
    const definition = request.body;
    const before = await adminView(await findPromotion(ctx.db, definition.promotionId));
    const saved = await savePromotionDefinition(ctx.db, definition);
    const after = await adminView(saved);
    request.audit = { objectType: 'promotion', objectId: saved.promotionId, before, after };
    return ok({ ...promotionView(saved, undefined, null, 'en', new Date()), enabled: saved.enabled, promoCode: saved.promoCode, ...after });
  });

  /** The kill switch: no claim, automatic reward, deposit bonus or prize is credited under it after this answers. */
  app.post('/promotions/:promotionId/stop', { schema: { params: promotionParams, body: bodyOrEmpty(stopPromotionBody) } }, async (request) => {
    const { promotionId } = request.params;
    const { reason } = request.body;
    const found = await findPromotion(ctx.db, promotionId);
    if (!found) throw rewardErrors.notFound();
    const before = await adminView(found);
    const stopped = await stopPromotion(ctx.db, { promotionId, actor: actorOf(request), reason, now: new Date() });
    if (!stopped) throw alreadyStopped();
    const after = await adminView(stopped);
    request.audit = { objectType: 'promotion', objectId: promotionId, before, after, reason };
    return ok(after);
  });

  app.post('/promotions/:promotionId/issue', { schema: { params: promotionParams, body: issueRewardBody } }, async (request) => {
    const { promotionId } = request.params;
    const body = request.body;
    const promotion = await findPromotion(ctx.db, promotionId);
    if (!promotion) throw rewardErrors.notFound();
    const member = await findMemberByAccount(ctx.db, body.account);
    if (!member) throw errors.notFound(`No member ${body.account}`);
    const issued = await issueReward(ctx.db, promotion, member.id, minorOf(body.amount), body.remark);
    request.audit = { objectType: 'promotion-claim', objectId: issued.claimId, before: null, after: { ...issued, account: member.account }, reason: body.remark ?? null };
    return ok(issued);
  });

  app.get('/promotion-claims', { schema: { querystring: stateQuery } }, async (request) => {
    const { state } = request.query;
    const now = new Date();
    const rows = await claimsByState(ctx.db, state ? [state] : ['A']);
    return ok(rows.map(({ claim, promotion, account }) => ({ ...claimView(claim, promotion, 'en', now), account })));
  });

  app.post('/promotion-claims/:claimId/decide', { schema: { params: claimParams, body: decideApplicationBody } }, async (request) => {
    const { claimId } = request.params;
    const body = request.body;
    const found = await findClaim(ctx.db, claimId);
    const before = found ? claimView(found.claim, found.promotion, 'en', new Date()) : null;
    const after = await ctx.db.transaction((tx) => decideApplication(tx, claimId, { action: body.action, amount: minorOf(body.amount), remark: body.remark }));
    request.audit = { objectType: 'promotion-claim', objectId: claimId, before, after, reason: body.remark ?? null };
    return ok(after);
  });

  /** POST /admin/promotions/:promotionId/draw: draw a raffle now (once; later calls read the same result). */
  app.post('/promotions/:promotionId/draw', { schema: { params: promotionParams } }, async (request) => {
    const { promotionId } = request.params;
    const promotion = await findPromotion(ctx.db, promotionId);
    if (!promotion || promotion.type !== 'LUCKYBET' || promotion.winners === null) throw rewardErrors.notFound();
    // Not drawn yet: its state before is the undrawn raffle (a later call reads the same draw again).
    const before = (await drawResult(ctx.db, promotion)) ?? { promotionId, drawnAt: null };
    await inLedgerTransaction(ctx.db, ctx.ledger, (writer) => drawRaffleNow(writer, promotionId, new Date()));
    const after = await drawResult(ctx.db, (await findPromotion(ctx.db, promotionId))!);
    request.audit = { objectType: 'promotion', objectId: promotionId, before, after: after ?? null };
    if (!after) throw notDrawn();
    return ok(after);
  });

  app.get('/promotions/:promotionId/draw', { schema: { params: promotionParams } }, async (request) => {
    const { promotionId } = request.params;
    const promotion = await findPromotion(ctx.db, promotionId);
    if (!promotion || promotion.type !== 'LUCKYBET') throw rewardErrors.notFound();
    const result = await drawResult(ctx.db, promotion);
    if (!result) throw notDrawn();
    return ok(result);
  });
};
