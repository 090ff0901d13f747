// The member's deposit calls (money-and-agents §2.1, portal spec depositv2): channels and settings,
// promotions, the three ways to create an order (Idempotency-Key; no money moves), the order's
// detail, slip upload, reminder, cancel and the records (voucherReport). Trial members may not use
// the cashier. Every answer is private.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  depositIdBody,
  depositIdQuery,
  depositPromotionsQuery,
  manualTransferBody,
  qrDepositBody,
  slipUploadBody,
  virtualWalletBody,
  voucherReportQuery,
  type DepositMethod,
} from '../../../../../contract/cashier-deposit';
import { DEPOSIT_STATE } from '../../../../../contract/cashier-states';
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { RoutesOptions } from '../../../context';
import {
  approvedDepositCount,
  findMemberDepositOrder,
  markReminded,
  memberDepositPage,
  recordDepositEvent,
  replaceSlip,
} from '../queries/deposit-orders';
import { deleteReplacedImage, insertCashierImage } from '../queries/cashier-images';
import { readCashierSettings } from '../queries/cashier-settings';
import { languageOf, pickLanguage } from '../../../core/localized';
import { depositPromotions } from '../rules/deposit-promotions';
import { countCashierImage } from '../rules/cashier-image-limits';
import { memberMove } from '../rules/deposit-decisions';
import {
  amountOrFail,
  channelOpen,
  channelsView,
  createDepositOrder,
  depositErrors,
  eligiblePromotions,
  orderView,
  voucherRow,
} from '../rules/deposits';
import { ApiError, errors, ok } from '../../../core/http/envelope';
import type { PaymentGateway } from '../rules/payment-gateway';
import { reencodeSlip } from '../rules/slip-image';
import { parseOrFail } from '../../../core/http/validation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { replyMemberCommand } from '../../ledger';
import { refuseTrial, requireSession, sessionOf } from '../../accounts';

export interface DepositRoutesOptions extends RoutesOptions {
  gateway: PaymentGateway;
}


/** "Accelerate" at most once per this many minutes (money-and-agents §2.1 voucherReport). */
const REMIND_INTERVAL_MS = 10 * 60_000;
/** A slip as a base64 data URL: 5 MB of image is about 6.7 MB of text. */
const SLIP_BODY_LIMIT = 8 * 1024 * 1024;

const remindTooSoon = () => new ApiError(429, 'remind_too_soon', 'A reminder was sent less than 10 minutes ago');

/** The member behind the session (trial accounts are refused by the routes' preHandler). */
function cashierMember(request: FastifyRequest): number {
  return sessionOf(request).memberId;
}

const CREATE_CALLS: { path: string; method: DepositMethod; schema: typeof qrDepositBody | typeof manualTransferBody }[] = [
  { path: '/wps/relay/MCSFE_manualTransferByAccountName', method: 'BANK', schema: manualTransferBody },
  { path: '/wps/relay/MCSFE_depositByQRImageUrl', method: 'QR', schema: qrDepositBody },
  { path: '/wps/relay/MCSFE_depositVirtualWallet', method: 'USDT', schema: virtualWalletBody },
];

export const cashierDepositRoutes: FastifyPluginAsync<DepositRoutesOptions> = async (instance, { ctx, gateway }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { listPromotions } = depositPromotions();
  const guarded = { preHandler: [requireSession(ctx.db), refuseTrial] };
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get('/wps/relay/MCSFE_getDepositPaymentChannels', guarded, async (request) => {
    cashierMember(request);
    return ok(channelsView(await readCashierSettings(ctx.db), await ctx.rates.quote('USDT')));
  });

  app.get('/wps/relay/MCSFE_getDepositSettings', guarded, async (request) => {
    const memberId = cashierMember(request);
    const [settings, usdtRate] = await Promise.all([readCashierSettings(ctx.db), ctx.rates.quote('USDT')]);
    return ok({
      allowDeposit: settings.channels.some((c) => channelOpen(settings, c, usdtRate)) ? 'Y' : 'N',
      totalDepositSuccessCount: await approvedDepositCount(ctx.db, memberId),
      depositExpiryMinutes: settings.depositExpiryMinutes,
    });
  });

  app.get('/wps/relay/getDepositPromotions', { ...guarded, schema: { querystring: depositPromotionsQuery } }, async (request) => {
    const memberId = cashierMember(request);
    const query = request.query;
    const amount = query.amount === undefined ? undefined : toMinor(query.amount.trim());
    return ok(await eligiblePromotions(ctx.db, amount, await approvedDepositCount(ctx.db, memberId), languageOf(request, query.language)));
  });

  for (const call of CREATE_CALLS) {
    app.post(call.path, guarded, async (request, reply) => {
      const memberId = cashierMember(request);
      // The amount first, so each bad amount gets its own code (amount_invalid, amount_zero, amount_too_large).
      const amount = amountOrFail((request.body as { amount?: unknown } | undefined)?.amount);
      const body = parseOrFail(call.schema, request.body);
      // Taken before the order's transaction: a feed may be another service.
      const usdtRate = call.method === 'USDT' ? await ctx.rates.quote('USDT') : undefined;
      return replyMemberCommand(ctx, request, reply, {
        memberId,
        name: `deposit.create.${call.method}`,
        params: { ...body, amount: fromMinor(amount) },
        run: async (writer) => {
          const settings = await readCashierSettings(writer.tx);
          return createDepositOrder(writer.tx, settings, gateway, {
            memberId,
            method: call.method,
            vendorId: body.vendorId,
            amount,
            payeeName: 'payeeName' in body ? body.payeeName : undefined,
            promotionId: body.promotionId,
            approvedCount: await approvedDepositCount(writer.tx, memberId),
            usdtRate,
          });
        },
      });
    });
  }

  app.get('/wps/relay/getDepositConfirmationDetail', { ...guarded, schema: { querystring: depositIdQuery } }, async (request) => {
    const memberId = cashierMember(request);
    const { depositId } = request.query;
    const order = await findMemberDepositOrder(ctx.db, memberId, depositId);
    if (!order) throw depositErrors.notFound();
    return ok(orderView(order));
  });

  app.post('/wps/relay/depositUploadImage', { schema: { body: slipUploadBody }, ...guarded, bodyLimit: SLIP_BODY_LIMIT }, async (request) => {
    const memberId = cashierMember(request);
    const body = request.body;
    const owned = await findMemberDepositOrder(ctx.db, memberId, body.depositId);
    if (!owned) throw depositErrors.notFound();
    if (owned.state !== DEPOSIT_STATE.new && owned.state !== DEPOSIT_STATE.pending) throw depositErrors.state();
    await countCashierImage(ctx.accounts.limits, memberId, owned.depositId);
    const slip = await reencodeSlip(body.image);
    return ok(
      await ctx.db.transaction(async (tx) => {
        const order = await findMemberDepositOrder(tx, memberId, body.depositId);
        if (!order) throw depositErrors.notFound();
        const imageId = await insertCashierImage(tx, memberId, slip.contentType, slip.bytes);
        const actor = `member:${memberId}`;
        let view: ReturnType<typeof orderView>;
        if (order.state === DEPOSIT_STATE.new) {
          view = await memberMove(tx, order, { action: 'submit', actor, remark: 'slip' }, { slipImageId: imageId });
        } else {
          const replaced = order.state === DEPOSIT_STATE.pending ? await replaceSlip(tx, order, imageId) : undefined;
          if (!replaced) throw depositErrors.state();
          await recordDepositEvent(tx, { orderId: order.id, fromState: order.state, toState: order.state, action: 'slip', actor });
          view = orderView(replaced);
        }
        // The order points at the new slip only once the move committed: the old one goes with it.
        await deleteReplacedImage(tx, order.slipImageId, imageId);
        return view;
      }),
    );
  });

  app.post('/wps/relay/MCSFE_initiateReminder', { ...guarded, schema: { body: depositIdBody } }, async (request) => {
    const memberId = cashierMember(request);
    const { depositId } = request.body;
    const order = await findMemberDepositOrder(ctx.db, memberId, depositId);
    if (!order) throw depositErrors.notFound();
    if (order.state !== DEPOSIT_STATE.new && order.state !== DEPOSIT_STATE.pending) throw depositErrors.state();
    const now = new Date();
    if (!(await markReminded(ctx.db, order.id, now, new Date(now.getTime() - REMIND_INTERVAL_MS)))) throw remindTooSoon();
    await recordDepositEvent(ctx.db, { orderId: order.id, fromState: order.state, toState: order.state, action: 'remind', actor: `member:${memberId}` });
    return ok({ depositId, remindedAt: now.toISOString() });
  });

  app.post('/wps/relay/MCSFE_cancelDeposit', { ...guarded, schema: { body: depositIdBody } }, async (request) => {
    const memberId = cashierMember(request);
    const { depositId } = request.body;
    return ok(
      await ctx.db.transaction(async (tx) => {
        const order = await findMemberDepositOrder(tx, memberId, depositId);
        if (!order) throw depositErrors.notFound();
        return memberMove(tx, order, { action: 'cancel', actor: `member:${memberId}` });
      }),
    );
  });

  app.get('/wps/relay/voucherReport', { ...guarded, schema: { querystring: voucherReportQuery } }, async (request) => {
    const memberId = cashierMember(request);
    const query = request.query;
    if (query.endDate < query.startDate) throw errors.validationFailed(['endDate']);
    const page = await memberDepositPage(ctx.db, {
      memberId,
      from: new Date(query.startDate),
      to: new Date(query.endDate),
      state: query.depositState,
      page: query.page,
      size: query.size,
    });
    const names = new Map((await listPromotions(ctx.db, { enabledOnly: false })).map((p) => [p.promotionId, pickLanguage(p.title, languageOf(request, query.language))]));
    return ok({
      list: page.rows.map((row) => voucherRow(row, names)),
      totalRows: page.total,
      page: query.page,
      size: query.size,
      footer: { total_arrivals: fromMinor(page.arrived) },
    });
  });
};
