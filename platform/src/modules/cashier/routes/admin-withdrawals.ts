// Operator API for withdrawals under /admin (X-Operator-Key): the review queue and the review
// actions (approve, reject, fail, force receipt), each once per order (withdrawal-review.ts). Each
// row shows the member's bonus held and unmet turnover (rules/held-bonus.ts) and the risk hints
// staff check before paying (modules/cashier/rules/risk-hints.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../../../contract/record-id';
import { fromMinor } from '../../../../../contract/money';
import type { RoutesOptions } from '../../../context';
import { findOrder, lastPaidAtOf, listOrders, lockedOrderState } from '../queries/withdrawal-orders';
import type { LedgerWriter } from '../../ledger';
import { WITHDRAWAL_STATE } from '../../../../../contract/cashier-states';
import { readCashierSettings } from '../queries/cashier-settings';
import { ok } from '../../../core/http/envelope';
import { heldBonusesOf } from '../rules/held-bonus';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { operatorOrderView, REVIEW_ACTIONS, reviewWithdrawal } from '../rules/withdrawal-review';
import { turnoverInfosOf } from '../rules/withdrawals';
import { envelopeOfAnswer } from '../../ledger';
import { actorOf, guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange } from '../../../core/admin/admin-audit';
import { withdrawalSubject } from '../queries/audit-subjects';
import { riskHintsOf } from '../rules/risk-hints';
import { closeOpenApproval, decideApproval, fourEyesErrors, fourEyesSettings, needsSecondApprover, openApprovalOf, requestApproval } from '../../approvals';

const listQuery = z.object({ state: z.coerce.number().int().min(1).max(5).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });
const actionParams = z.object({ id: recordIdParam, action: z.enum(REVIEW_ACTIONS) });
const actionBody = z.object({ remark: z.string().trim().max(500).optional() }).default({});

export const adminWithdrawalRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/withdrawals', { schema: { querystring: listQuery } }, async (request) => {
    const query = request.query;
    const rows = await listOrders(ctx.db, query);
    const settings = await readCashierSettings(ctx.db);
    // Per member, now: the bonus its main balance still holds and the turnover it has yet to play —
    // every member of the page in a few statements (one member at a time, a page of 100 took over a
    // second: bench/backoffice-queues.ts).
    const memberIds = [...new Set(rows.map((row) => row.order.memberId))];
    const since = await lastPaidAtOf(ctx.db, memberIds);
    const [risk, bonusOf] = await Promise.all([
      riskHintsOf(ctx.db, memberIds),
      turnoverInfosOf(ctx.db, memberIds, settings, since).then((infos) => heldBonusesOf(ctx.db, infos, since)),
    ]);
    return ok(
      rows.map(({ order, account, bankCode, accountNumber, accountName }) => ({
        ...operatorOrderView(order),
        bonusHeld: fromMinor(bonusOf.get(order.memberId)!.held),
        unmetTurnover: fromMinor(bonusOf.get(order.memberId)!.unmetTurnover),
        risk: risk.get(order.memberId) ?? null,
        account,
        payout: fromMinor(order.amount - order.fee),
        bankCode,
        accountNumber,
        accountName,
      })),
    );
  });

  app.post('/withdrawals/:id/:action', { schema: { params: actionParams, body: bodyOrEmpty(actionBody) } }, async (request, reply) => {
    const { id, action } = request.params;
    const body = request.body;
    const actor = actorOf(request);
    const remark = body.remark || null;
    const subject = String(id);
    const order = await findOrder(ctx.db, id);
    let first: ((writer: LedgerWriter) => Promise<unknown>) | undefined;
    if (action === 'approve' && order?.state === WITHDRAWAL_STATE.processing) {
      const payout = order.amount - order.fee;
      if (needsSecondApprover(payout, (await fourEyesSettings.read(ctx.db)).withdrawalAbove)) {
        // Four-eyes: the first approval files a request; a second staff member's approval pays.
        const open = await openApprovalOf(ctx.db, 'withdrawal', subject);
        if (open?.requestedBy === actor) throw fourEyesErrors.samePerson();
        // No open request: file one — unless a second approver has decided the order since it was read
        // (their approval closed the request this call did not see), checked with the order locked.
        const approval = open
          ? undefined
          : await ctx.db.transaction(async (tx) =>
              (await lockedOrderState(tx, id)) !== WITHDRAWAL_STATE.processing
                ? undefined
                : requestApproval(tx, {
                    kind: 'withdrawal',
                    subject,
                    memberId: order.memberId,
                    amount: payout,
                    params: { withdrawalId: order.withdrawalId },
                    requestKey: `withdrawal:${id}:${actor}:${order.updatedAt.getTime()}`,
                    requestedBy: actor,
                    reason: remark ?? 'withdrawal above the four-eyes threshold',
                  }),
            );
        if (approval) {
          request.audit = { objectType: 'withdrawal', objectId: subject, before: { state: order.state }, after: { state: order.state, approvalId: approval.id, awaiting: 'second approver' } };
          reply.status(202);
          return ok({ ...operatorOrderView(order), approvalId: approval.id, approvalState: approval.state, requestedBy: approval.requestedBy });
        }
        // Decided meanwhile: the review below answers with the order as it is now.
        if (open) first = (writer) => decideApproval(writer.tx, open.id, { state: 'approved', decidedBy: actor, reason: remark });
      }
    } else if (action !== 'approve') {
      first = (writer) => closeOpenApproval(writer.tx, 'withdrawal', subject, actor, `order ${action}`);
    }
    const answer = await auditChange(ctx, request, withdrawalSubject(id), () => reviewWithdrawal(ctx, id, action, { actor, remark }, first), remark);
    return envelopeOfAnswer(reply, answer);
  });
};
