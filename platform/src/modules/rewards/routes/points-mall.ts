// The member's points mall (PTSYS3) and referral (REFERRAL3) calls (money-and-agents §4): points
// balance, settings, catalogue, redeem history, points details, and the two commands behind the
// funds password on the spec's passwordCheck relay (encrypted body, Idempotency-Key): redeem an item
// and convert points to balance. Referral details (code made on first view), invitations, income,
// rules. Trial accounts may use none of them; a site without the flag answers feature_disabled.
import type { FastifyPluginAsync, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { convertRequestSchema, pointDetailsQuery, redeemListQuery, redeemRequestSchema } from '../../../../../contract/points-mall';
import { referralPageQuery } from '../../../../../contract/referral';
import type { RoutesOptions } from '../../../context';
import { readCashierSettings } from '../../cashier';
import { readSetting } from '../../../core/database/settings';
import { ApiError, errors, ok } from '../../../core/http/envelope';
import { checkFundsPassword } from '../../accounts';
import { pointBalanceOf, pointConfigView, pointDetails, readPointSettings } from '../rules/points';
import { languageOf } from '../../../core/localized';
import { catalogue, convertPoints, memberRedeemOrder, memberRedeemOrders, redeemItem } from '../rules/points-mall';
import { inviteList, myIncome, readReferralSettings, referralDetails, referralRulesView } from '../rules/referral';
import { clientKeyOf, replyMemberCommand } from '../../ledger';
// Cool-off and self-exclusion: no bonus, rebate, reward or points while a break runs (issue #17).
import { assertMayReceiveBonus } from '../../responsible-gaming';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decryptBody } from '../../../core/http/require-encrypted-body';
import { refuseTrial, requireSession, sessionOf } from '../../accounts';

export const REFERRAL_DOMAINS_KEY = 'referral.domains';

/** Coded issues (phone_invalid) become the answer's code; others are validation_failed. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  if (result.error.issues.some((issue) => issue.message === 'phone_invalid')) throw new ApiError(400, 'phone_invalid', 'Phone number format is incorrect', { fields });
  throw errors.validationFailed(fields);
}

const anyObject = z.record(z.string(), z.unknown());
const orderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,40}$/) });

export const pointsMallRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const flagOn = (flag: string): preHandlerHookHandler => async () => {
    if (!(await ctx.cache.flags.get())[flag]) throw new ApiError(404, 'feature_disabled', 'This feature is not available on this site');
  };
  const mall = [requireSession(ctx.db), refuseTrial, flagOn('PTSYS3')];
  const referral = [requireSession(ctx.db), refuseTrial, flagOn('REFERRAL3')];
  const memberIdOf = (request: FastifyRequest) => sessionOf(request).memberId;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  // ---- points ----
  app.get('/wps/relay/MCSFE_getPointBalance', { preHandler: mall }, async (request) => ok({ balance: await pointBalanceOf(ctx.db, memberIdOf(request)) }));
  app.get('/wps/relay/MCSFE_getPointConfig', { preHandler: mall }, async () => ok(pointConfigView(await readPointSettings(ctx.db))));
  app.get('/wps/relay/MCSFE_getPointReward', { preHandler: mall }, async (request) => ok({ items: await catalogue(ctx.db, languageOf(request)) }));
  app.get('/wps/relay/MCSFE_getRedeemPointList', { preHandler: mall }, async (request) =>
    ok(await memberRedeemOrders(ctx.db, memberIdOf(request), parse(redeemListQuery, request.query))),
  );
  app.get('/wps/relay/MCSFE_getRedeemPoint/:orderNo', { preHandler: mall }, async (request) =>
    ok(await memberRedeemOrder(ctx.db, memberIdOf(request), parse(orderParams, request.params).orderNo)),
  );
  app.get('/wps/relay/MCSFE_getPointDetails', { preHandler: mall }, async (request) =>
    ok(await pointDetails(ctx.db, memberIdOf(request), parse(pointDetailsQuery, request.query))),
  );

  app.post('/wps/relay/passwordCheck/MCSFE_redeemPointReward', { schema: { body: anyObject }, preValidation: decryptBody(ctx.cipher), preHandler: mall }, async (request, reply) => {
    const memberId = memberIdOf(request);
    const { password, ...input } = parse(redeemRequestSchema, request.body);
    const key = clientKeyOf(request);
    // Before the command's transaction (as the withdrawal): a wrong password's count survives, and
    // a password refusal is not stored as the key's answer.
    await checkFundsPassword(ctx.db, memberId, password, (await readCashierSettings(ctx.db)).fundsPassword);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'mall.redeem',
      params: input,
      run: async (writer) => {
        await assertMayReceiveBonus(writer.tx, memberId);
        return redeemItem(writer.tx, memberId, input, `m${memberId}:${key}`);
      },
    });
  });

  app.post('/wps/relay/passwordCheck/MCSFE_convertPoint', { schema: { body: anyObject }, preValidation: decryptBody(ctx.cipher), preHandler: mall }, async (request, reply) => {
    const memberId = memberIdOf(request);
    const { password, points } = parse(convertRequestSchema, request.body);
    const key = clientKeyOf(request);
    await checkFundsPassword(ctx.db, memberId, password, (await readCashierSettings(ctx.db)).fundsPassword);
    const settings = await readPointSettings(ctx.db);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'points.convert',
      params: { points },
      run: async (writer) => {
        await assertMayReceiveBonus(writer.tx, memberId);
        return convertPoints(writer, memberId, points, settings, `m${memberId}:${key}`);
      },
    });
  });

  // ---- referral ----
  app.get('/wps/relay/MCSFE_getReferralDetails', { preHandler: referral }, async (request) =>
    ok(await referralDetails(ctx.db, memberIdOf(request), (await readSetting<string[]>(ctx.db, REFERRAL_DOMAINS_KEY)) ?? [])),
  );
  app.get('/wps/relay/getInviteList', { preHandler: referral }, async (request) => ok(await inviteList(ctx.db, memberIdOf(request), parse(referralPageQuery, request.query))));
  app.get('/wps/relay/getReferralMyIncome', { preHandler: referral }, async (request) => ok(await myIncome(ctx.db, memberIdOf(request), parse(referralPageQuery, request.query))));
  app.get('/wps/relay/getReferralRules', { preHandler: referral }, async () => ok(referralRulesView(await readReferralSettings(ctx.db))));
};
