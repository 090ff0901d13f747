// Operator API for the points mall and referral under /admin (X-Operator-Key): catalogue items,
// point and referral settings, redeem orders (approve = ship / credit a bonus item; reject = points
// and stock back, each once per order), a points adjustment, and the accrual pass (points earned
// and referral income) on demand.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../contract/record-id';
import { amountSchema, toMinor } from '../../../contract/money';
import { MALL_ITEM_KINDS } from '../../../contract/points-mall';
import type { RoutesOptions } from '../context';
import { members } from '../db/schema';
import { ApiError, ok } from '../domain/envelope';
import { movePoints, pointBalanceOf, pointMismatches, readPointSettings, writePointSettings } from '../domain/points';
import { allMallItems, createMallItem, decideRedeemOrder, mallItemView, redeemOrdersFor, redeemRecordView, updateMallItem } from '../domain/points-mall';
import { readReferralSettings, writeReferralSettings } from '../domain/referral';
import { parseOrFail } from '../domain/validation';
import { envelopeOfAnswer, runOperatorCommand } from '../http/money-command';
import { guardAdmin } from '../modules/staff/admin-guard';
import { asSettingChange } from '../modules/settings/setting-audit';
import { auditChange, auditCreated, auditRun } from '../modules/staff/audit-change';
import { mallItemSubject, mallOrderSubject, memberPointsSubject, settingSubject } from '../modules/staff/audit-subjects';
import { accrueMemberRewards } from '../jobs/points-accrual';
import { eq } from 'drizzle-orm';

const count = (max: number) => z.coerce.number().int().min(0).max(max);
const itemBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.string().trim().max(1000).optional(),
    kind: z.enum(MALL_ITEM_KINDS),
    bonusAmount: amountSchema.optional(),
    turnoverMultiple: count(100).optional(),
    pointsPrice: z.coerce.number().int().min(1).max(100_000_000),
    stock: count(10_000_000),
    maxPerOrder: count(1000).optional(),
    status: z.enum(['active', 'hidden']).optional(),
    sort: count(100_000).optional(),
  })
  .strict();
const itemParams = z.object({ id: recordIdParam });
const orderQuery = z.object({ state: z.coerce.number().int().min(0).max(2).optional(), page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(500).default(100) });
const decideParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,40}$/), action: z.enum(['approve', 'reject']) });
const decideBody = z.object({ remark: z.string().trim().max(500).optional(), operator: z.string().trim().regex(/^[\w.@-]{1,64}$/).optional() }).default({});
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

function itemValues(body: z.infer<typeof itemBody>) {
  const { bonusAmount, ...rest } = body;
  if (body.kind === 'bonus' && (!bonusAmount || toMinor(bonusAmount)! <= 0n)) throw new ApiError(400, 'validation_failed', 'A bonus item needs a bonusAmount above 0', { fields: ['bonusAmount'] });
  return { ...rest, bonusAmount: body.kind === 'bonus' ? toMinor(bonusAmount!)! : 0n };
}

export const adminMallRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);

  app.get('/mall/items', async () =>
    ok((await allMallItems(ctx.db)).map((row) => ({ ...mallItemView(row), status: row.status, sort: row.sort, turnoverMultiple: row.turnoverMultiple }))),
  );
  app.post('/mall/items', async (request) => {
    const item = await createMallItem(ctx.db, itemValues(parseOrFail(itemBody, request.body)));
    await auditCreated(ctx, request, mallItemSubject(item.id));
    return ok(mallItemView(item));
  });
  app.post('/mall/items/:id', async (request) => {
    const { id } = parseOrFail(itemParams, request.params);
    const patch = parseOrFail(itemBody.partial(), request.body ?? {});
    const { bonusAmount, ...rest } = patch;
    const change = { ...rest, ...(bonusAmount === undefined ? {} : { bonusAmount: toMinor(bonusAmount)! }) };
    return ok(mallItemView(await auditChange(ctx, request, mallItemSubject(id), () => updateMallItem(ctx.db, id, change))));
  });

  app.get('/mall/orders', async (request) => ok((await redeemOrdersFor(ctx.db, parseOrFail(orderQuery, request.query))).map((row) => ({ ...redeemRecordView(row), memberId: row.memberId }))));
  app.post('/mall/orders/:orderNo/:action', async (request, reply) => {
    const { orderNo, action } = parseOrFail(decideParams, request.params);
    const body = parseOrFail(decideBody, request.body ?? {});
    const operator = body.operator ?? 'admin';
    const decide = () => runOperatorCommand(ctx, `mall:${orderNo}:${action}`, 'mall.decide', { action }, (writer) => decideRedeemOrder(writer, orderNo, action, `operator:${operator}`, body.remark || null));
    const answer = await auditChange(ctx, request, mallOrderSubject(orderNo), decide, body.remark || null);
    return envelopeOfAnswer(reply, answer);
  });

  app.get('/points/settings', async () => ok(await readPointSettings(ctx.db)));
  app.post('/points/settings', async (request) => {
    const patch = parseOrFail(pointSettingsBody, request.body);
    return ok(await auditChange(ctx, request, settingSubject('points', readPointSettings), () => writePointSettings(ctx.db, patch)));
  });
  app.get('/referral/settings', async () => ok(await readReferralSettings(ctx.db)));
  app.post('/referral/settings', async (request) => {
    const patch = parseOrFail(referralSettingsBody, request.body);
    return ok(await asSettingChange(ctx, request, 'bonusRules', () => writeReferralSettings(ctx.db, patch)));
  });

  /** A points adjustment, once per reference. */
  app.post('/points/adjust', async (request) => {
    const body = parseOrFail(adjustBody, request.body);
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
