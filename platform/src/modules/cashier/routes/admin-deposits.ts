// Operator API for deposits under /admin (X-Operator-Key): the queue, approve and reject (each
// once: the command key is the order and action, a second call gets the first answer), and the
// local gateway's "the payer paid" button, which sends a signed callback through the real check.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { plainText } from '../../../../../contract/control-characters';
import { depositIdSchema } from '../../../../../contract/cashier-deposit';
import type { DepositState } from '../../../../../contract/cashier-states';
import { fromMinor } from '../../../../../contract/money';
import { depositSlip, findDepositOrder, operatorDepositList } from '../queries/deposit-orders';
import { decideDeposit } from '../rules/deposit-decisions';
import { depositErrors, orderView } from '../rules/deposits';
import { errors, ok } from '../../../core/http/envelope';
import { LocalPaymentGateway } from '../rules/payment-gateway';
import { parseOrFail } from '../../../core/http/validation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { envelopeOfAnswer, runOperatorCommand } from '../../ledger';
import { actorOf, guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange } from '../../../core/admin/admin-audit';
import { depositSubject } from '../queries/audit-subjects';
import { payeeNameMatches } from '../../accounts';
import { readCashierSettings } from '../queries/cashier-settings';
import type { DepositRoutesOptions } from './cashier-deposit';
import { applyGatewayCallback } from './payment-gateway';

const listQuery = z.object({ state: z.coerce.number().int().min(2).max(7).optional() });
const idParams = z.object({ id: depositIdSchema });
const decisionParams = z.object({ id: depositIdSchema, action: z.enum(['approve', 'reject']) });
const remarkBody = z.object({ remark: plainText(z.string().trim().max(500)).optional() }).default({});
const payBody = z.object({ status: z.enum(['PAID', 'FAILED']).default('PAID') }).default({ status: 'PAID' });

export const adminDepositRoutes: FastifyPluginAsync<DepositRoutesOptions> = async (instance, { ctx, gateway }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/deposits', { schema: { querystring: listQuery } }, async (request) => {
    const { state } = request.query;
    const rows = await operatorDepositList(ctx.db, state as DepositState | undefined);
    return ok(
      rows.map(({ order, account, realName }) => ({
        ...orderView(order),
        account,
        payerName: order.payerName,
        // The payer's name against the member's real name: a transfer from someone else's account is a risk hint.
        realName,
        payerMatchesRealName: order.payerName === null ? null : payeeNameMatches(realName, order.payerName),
        gatewayRef: order.gatewayRef,
        remark: order.remark,
        decidedBy: order.decidedBy,
      })),
    );
  });

  app.get('/deposits/:id/slip', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const slip = await depositSlip(ctx.db, id);
    if (!slip) throw depositErrors.notFound();
    reply.header('Cache-Control', 'private, no-store').header('Content-Security-Policy', "default-src 'none'").type(slip.contentType);
    return reply.send(slip.bytes);
  });

  app.post('/deposits/:id/:action', { schema: { params: decisionParams, body: bodyOrEmpty(remarkBody) } }, async (request, reply) => {
    const { id, action } = request.params;
    const { remark } = request.body;
    const answer = await auditChange(ctx, request, depositSubject(id), () =>
      runOperatorCommand(ctx, `deposit:${id}:${action}`, `deposit.${action}`, { depositId: id }, async (writer) =>
        decideDeposit(writer, await readCashierSettings(writer.tx), id, { action, actor: actorOf(request), remark: remark ?? null }),
      ),
    );
    return envelopeOfAnswer(reply, answer);
  });

  app.post('/gateway/local/pay/:id', async (request, reply) => {
    if (!(gateway instanceof LocalPaymentGateway)) throw errors.notFound('The local gateway is not in use');
    const { id } = parseOrFail(idParams, request.params);
    const { status } = parseOrFail(payBody, request.body ?? {});
    const order = await findDepositOrder(ctx.db, id);
    if (!order?.gatewayRef) throw depositErrors.notFound();
    const callback = gateway.signedCallback({
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      reference: order.gatewayRef,
      depositId: order.depositId,
      status,
      amount: fromMinor(order.amount),
    });
    const applied = await auditChange(ctx, request, depositSubject(order.depositId), () => applyGatewayCallback(ctx, gateway, callback.rawBody, callback.headers));
    return envelopeOfAnswer(reply, applied);
  });
};
