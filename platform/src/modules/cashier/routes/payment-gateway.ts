// The payment gateway's callback: outside /wps (no merchant header, no session), trusted only
// through its signature (modules/cashier/rules/payment-gateway.ts). Each PSP event runs once: its answer is
// stored under `gw:<eventId>`, and a replay gets the first answer back and moves nothing.
import type { FastifyPluginAsync } from 'fastify';
import { fromMinor } from '../../../../../contract/money';
import type { PlatformContext } from '../../../context';
import { runCommand } from '../../ledger';
import { findDepositOrderByGatewayRef } from '../queries/deposit-orders';
import { decideDeposit } from '../rules/deposit-decisions';
import { depositErrors } from '../rules/deposits';
import { ApiError } from '../../../core/http/envelope';
import type { PaymentGateway } from '../rules/payment-gateway';
import { envelopeOfAnswer } from '../../ledger';
import { readCashierSettings } from '../queries/cashier-settings';
import type { DepositRoutesOptions } from './cashier-deposit';

export const GATEWAY_CALLBACK_PATH = '/gateway/local/callback';

const amountMismatch = () => new ApiError(422, 'amount_mismatch', 'The paid amount differs from the order');

/** Verifies and applies one callback: PAID approves the order, FAILED rejects it. */
export async function applyGatewayCallback(ctx: PlatformContext, gateway: PaymentGateway, rawBody: string, headers: Record<string, string | string[] | undefined>) {
  const callback = gateway.verifyCallback(rawBody, headers);
  return runCommand(ctx.db, ctx.ledger, {
    key: `gw:${callback.eventId}`,
    name: 'gateway.callback',
    request: { reference: callback.reference, depositId: callback.depositId, status: callback.status, amount: fromMinor(callback.amount) },
    run: async (writer) => {
      const order = await findDepositOrderByGatewayRef(writer.tx, callback.reference);
      if (!order || order.depositId !== callback.depositId) throw depositErrors.notFound();
      if (order.amount !== callback.amount) throw amountMismatch();
      return decideDeposit(writer, await readCashierSettings(writer.tx), order.depositId, {
        action: callback.status === 'PAID' ? 'approve' : 'reject',
        actor: `gateway:${gateway.name}`,
        remark: `event ${callback.eventId}`,
      });
    },
  });
}

export const paymentGatewayRoutes: FastifyPluginAsync<DepositRoutesOptions> = async (app, { ctx, gateway }) => {
  // The signature covers the bytes as sent: keep them (this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(GATEWAY_CALLBACK_PATH, async (request, reply) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    return envelopeOfAnswer(reply, await applyGatewayCallback(ctx, gateway, rawBody, request.headers));
  });
};
