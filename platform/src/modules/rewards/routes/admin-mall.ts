// Operator API for the points mall and referral under /admin: catalogue items (text per language,
// shown or hidden; schemas in contract/points-mall.ts), point and referral settings, redeem orders
// (approve = ship / credit a bonus item; reject = points and stock back, each once per order), a
// points adjustment, and the accrual pass (points earned and referral income) on demand. Item and
// order changes tell the audit trail the object before and after.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../../../contract/record-id';
import { toMinor } from '../../../../../contract/money';
import { MALL_ORDER_ACTIONS, adminMallOrderQuery, mallDecisionBody, mallItemInput, mallItemPatch, mallOrderNo, type MallItemPatch } from '../../../../../contract/points-mall';
import type { RoutesOptions } from '../../../context';
import { members } from '../../accounts';
import { ApiError, ok } from '../../../core/http/envelope';
import { movePoints, pointBalanceOf, pointMismatches, readPointSettings, writePointSettings } from '../rules/points';
import {
  allMallItems,
  createMallItem,
  decideRedeemOrder,
  findMallItem,
  findRedeemOrder,
  mallErrors,
  mallItemView,
  redeemOrdersFor,
  redeemRecordView,
  updateMallItem,
  type MallItemInput,
} from '../rules/points-mall';
import { readReferralSettings, writeReferralSettings } from '../rules/referral';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { envelopeOfAnswer, runOperatorCommand } from '../../ledger';
import { actorOf, guardAdmin } from '../../../core/admin/admin-guard';
import { asSettingChange, auditChange, auditRun, settingSubject } from '../../../core/admin/admin-audit';
import { memberPointsSubject } from '../queries/audit-subjects';
import { accrueMemberRewards } from '../jobs/points-accrual';
import { eq, inArray } from 'drizzle-orm';

const count = (max: number) => z.coerce.number().int().min(0).max(max);
const itemParams = z.object({ id: recordIdParam });
const decideParams = z.object({ orderNo: mallOrderNo, action: z.enum(MALL_ORDER_ACTIONS) });
const adjustBody = z.object({ account: z.string().trim().min(1).max(64), points: z.coerce.number().int().min(-1_000_000_000).max(1_000_000_000).refine((n) => n !== 0), reference: z.string().trim().min(1).max(64) }).strict();
const pointSettingsBody = z
  .object({
    betPerPoint: z.record(z.string().regex(/^[A-Z_]{2,16}$/), count(1e12)).optional(),
    depositPerPoint: count(1e12).optional(),
    pointsPerBaht: z.coerce.number().int().min(1).max(1_000_000).optional(),
    minConvertPoints: count(1e9).optional(),
    convertTurnoverMultiple: count(100).optional(),
  })
  .strict();
const referralSettingsBody = z
  .object({ betShareBps: count(10_000).optional(), firstDepositBps: count(10_000).optional(), firstDepositCap: count(1e12).optional(), turnoverMultiple: count(100).optional() })
  .strict();

/** The item's columns from its input: English in name/description, every language beside them. */
function itemColumns(input: MallItemPatch & { name?: Record<string, string>; description?: Record<string, string> }): Partial<MallItemInput> {
  const { name, description, bonusAmount, ...rest } = input;
  return {
    ...rest,
    ...(name === undefined ? {} : { name: name.en, names: name }),
    ...(description === undefined ? {} : { description: description.en ?? '', descriptions: description }),
    ...(bonusAmount === undefined ? {} : { bonusAmount: toMinor(bonusAmount)! }),
  } as Partial<MallItemInput>;
}

/** What staff see of an item (the list's row, the audit trail's before and after). */
function adminItemView(row: Awaited<ReturnType<typeof createMallItem>>) {
  return { ...mallItemView(row), names: { ...row.names, en: row.name }, descriptions: { ...row.descriptions, en: row.description }, status: row.status, sort: row.sort, turnoverMultiple: row.turnoverMultiple };
}

export const adminMallRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/mall/items', async () => ok((await allMallItems(ctx.db)).map(adminItemView)));
  app.post('/mall/items', { schema: { body: mallItemInput } }, async (request) => {
    const input = request.body;
    const created = adminItemView(await createMallItem(ctx.db, { ...(itemColumns(input) as MallItemInput), bonusAmount: input.kind === 'bonus' ? toMinor(input.bonusAmount!)! : 0n }));
    request.audit = { objectType: 'mall-item', objectId: String(created.id), before: null, after: created };
    return ok(created);
  });
  app.post('/mall/items/:id', { schema: { params: itemParams, body: bodyOrEmpty(mallItemPatch) } }, async (request) => {
    const { id } = request.params;
    const patch = request.body;
    const found = await findMallItem(ctx.db, id);
    if (!found) throw mallErrors.itemNotFound();
    const updated = adminItemView(await updateMallItem(ctx.db, id, itemColumns(patch)));
    request.audit = { objectType: 'mall-item', objectId: String(id), before: adminItemView(found), after: updated };
    return ok(updated);
  });

  app.get('/mall/orders', { schema: { querystring: adminMallOrderQuery } }, async (request) => {
    const rows = await redeemOrdersFor(ctx.db, request.query);
    const accounts = rows.length === 0 ? [] : await ctx.db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, [...new Set(rows.map((row) => row.memberId))]));
    const accountOf = new Map(accounts.map((row) => [row.id, row.account]));
    return ok(rows.map((row) => ({ ...redeemRecordView(row), memberId: row.memberId, account: accountOf.get(row.memberId) ?? null })));
  });
  app.post('/mall/orders/:orderNo/:action', { schema: { params: decideParams, body: bodyOrEmpty(mallDecisionBody) } }, async (request, reply) => {
    const { orderNo, action } = request.params;
    const body = request.body;
    const found = await findRedeemOrder(ctx.db, orderNo);
    const answer = await runOperatorCommand(ctx, `mall:${orderNo}:${action}`, 'mall.decide', { action }, (writer) => decideRedeemOrder(writer, orderNo, action, actorOf(request), body.remark || null));
    const after = await findRedeemOrder(ctx.db, orderNo);
    request.audit = { objectType: 'mall-order', objectId: orderNo, before: found ? redeemRecordView(found) : null, after: after ? redeemRecordView(after) : null, reason: body.remark ?? null };
    return envelopeOfAnswer(reply, answer);
  });

  app.get('/points/settings', async () => ok(await readPointSettings(ctx.db)));
  app.post('/points/settings', { schema: { body: pointSettingsBody } }, async (request) => {
    const patch = request.body;
    return ok(await auditChange(ctx, request, settingSubject('points', readPointSettings), () => writePointSettings(ctx.db, patch)));
  });
  app.get('/referral/settings', async () => ok(await readReferralSettings(ctx.db)));
  app.post('/referral/settings', { schema: { body: referralSettingsBody } }, async (request) => {
    const patch = request.body;
    return ok(await asSettingChange(ctx, request, 'bonusRules', () => writeReferralSettings(ctx.db, patch)));
  });

  /** A points adjustment, once per reference. */
  app.post('/points/adjust', { schema: { body: adjustBody } }, async (request) => {
    const body = request.body;
    const [member] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.account, body.account.toLowerCase()));
    if (!member) throw new ApiError(404, 'member_not_found', 'No such member');
    const key = `adjust:${body.reference}`;
    try {
      const move = () => ctx.db.transaction((tx) => movePoints(tx, { memberId: member.id, key, type: 'adjust', change: body.points, reference: body.reference }));
      const balance = await auditChange(ctx, request, memberPointsSubject(body.account.toLowerCase()), move, body.reference);
      return ok({ balance, replayed: false });
    } catch (error) {
      if ((error as Error).name !== 'DuplicatePointsError') throw error;
      return ok({ balance: await pointBalanceOf(ctx.db, member.id), replayed: true });
    }
  });

  /** The accrual pass now (points earned, referral income); idempotent. */
  app.post('/rewards/accrue', async (request) => {
    const now = new Date();
    const report = await accrueMemberRewards(ctx.db, ctx.ledger, now, 0);
    auditRun(request, 'rewards-accrual', now.toISOString(), report);
    return ok(report);
  });
  app.get('/points/reconcile', async () => ok({ mismatches: await pointMismatches(ctx.db) }));
};
