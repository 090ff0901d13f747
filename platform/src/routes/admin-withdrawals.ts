// Operator API for withdrawals under /admin (X-Operator-Key): the review queue and the review
// actions (approve, reject, fail, force receipt), each once per order (withdrawal-review.ts). Each
// row shows the member's bonus held and unmet turnover (domain/held-bonus.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../contract/record-id';
import { fromMinor } from '../../../contract/money';
import type { RoutesOptions } from '../context';
import { listOrders } from '../db/withdrawal-orders';
import { readCashierSettings } from '../db/cashier-settings';
import { ok } from '../domain/envelope';
import { heldBonusOf, type HeldBonus } from '../domain/held-bonus';
import { parseOrFail } from '../domain/validation';
import { operatorOrderView, REVIEW_ACTIONS, reviewWithdrawal } from '../domain/withdrawal-review';
import { turnoverInfo } from '../domain/withdrawals';
import { envelopeOfAnswer } from '../http/money-command';
import { actorOf, guardAdmin } from '../modules/staff/admin-guard';

const listQuery = z.object({ state: z.coerce.number().int().min(1).max(5).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });
const actionParams = z.object({ id: recordIdParam, action: z.enum(REVIEW_ACTIONS) });
const actionBody = z.object({ remark: z.string().trim().max(500).optional() }).default({});

export const adminWithdrawalRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);

  app.get('/withdrawals', async (request) => {
    const query = parseOrFail(listQuery, request.query);
    const rows = await listOrders(ctx.db, query);
    const settings = await readCashierSettings(ctx.db);
    // Per member, now: the bonus its main balance still holds and the turnover it has yet to play.
    const bonusOf = new Map<number, HeldBonus>();
    for (const memberId of new Set(rows.map((row) => row.order.memberId))) {
      bonusOf.set(memberId, await heldBonusOf(ctx.db, memberId, await turnoverInfo(ctx.db, memberId, settings)));
    }
    return ok(
      rows.map(({ order, account, bankCode, accountNumber, accountName }) => ({
        ...operatorOrderView(order),
        bonusHeld: fromMinor(bonusOf.get(order.memberId)!.held),
        unmetTurnover: fromMinor(bonusOf.get(order.memberId)!.unmetTurnover),
        account,
        payout: fromMinor(order.amount - order.fee),
        bankCode,
        accountNumber,
        accountName,
      })),
    );
  });

  app.post('/withdrawals/:id/:action', async (request, reply) => {
    const { id, action } = parseOrFail(actionParams, request.params);
    const body = parseOrFail(actionBody, request.body ?? {});
    const answer = await reviewWithdrawal(ctx, id, action, { actor: actorOf(request), remark: body.remark || null });
    return envelopeOfAnswer(reply, answer);
  });
};
