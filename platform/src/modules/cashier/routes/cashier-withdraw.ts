// The member's withdrawal calls (money-and-agents §3, portal spec §4): bank cards, the funds
// password, the withdraw screen's settings, limits, fee and turnover, the withdrawal itself, the
// confirmation of receipt and the records. Trial members may use none of them; nothing here is
// cached anywhere.
import { createHash } from 'node:crypto';
import { assertNotBlocked } from '../../accounts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../../../contract/record-id';
import {
  bindBankCardSchema,
  changeFundsPasswordSchema,
  deleteBankCardSchema,
  setFundsPasswordSchema,
  withdrawalReportQuerySchema,
  withdrawConfirmSchema,
  withdrawRequestSchema,
  type WithdrawalRecord,
} from '../../../../../contract/cashier-withdraw';
import { amountSchema, fromMinor, toMinor } from '../../../../../contract/money';
import type { RoutesOptions } from '../../../context';
import { memberOrders } from '../queries/withdrawal-orders';
import { bankOf } from '../../../../../contract/cashier-withdraw';
import { bindBankCard, deleteBankCard, listBankCards, maskAccountNumber } from '../rules/bank-cards';
import { countCashierImage } from '../rules/cashier-image-limits';
import { ApiError, errors, ok } from '../../../core/http/envelope';
import { changeFundsPassword, checkFundsPassword, hasFundsPassword, setFundsPassword } from '../../accounts';
import { reencodeProofImage } from '../rules/proof-image';
import { confirmWithdrawal } from '../rules/withdrawal-review';
import { readCashierSettings } from '../queries/cashier-settings';
import {
  requestWithdrawal,
  turnoverInfo,
  withdrawAccountInfo,
  withdrawFeePreview,
  withdrawSettingsView,
} from '../rules/withdrawals';
import { replyMemberCommand } from '../../ledger';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decryptBody } from '../../../core/http/require-encrypted-body';
import { refuseTrial, requireSession, sessionOf } from '../../accounts';

/** A proof image of 5 MB as base64 JSON. */
const CONFIRM_BODY_LIMIT = 7 * 1024 * 1024 + 64 * 1024;

/** Issue messages that are error codes of their own (the form shows each one's text). */
const CODED_ISSUES = new Set(['amount_invalid', 'amount_zero', 'amount_too_large', 'inconsistent_twice', 'account_number_invalid', 'bank_unknown']);

/** zod parsing whose coded issues (amount_zero, inconsistent_twice …) become the answer's code. */
function parseWithCodes<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  const coded = result.error.issues.find((issue) => CODED_ISSUES.has(issue.message));
  if (coded) throw new ApiError(400, coded.message, coded.message, { fields });
  throw errors.validationFailed(fields);
}

const anyObject = z.record(z.string(), z.unknown());
const cardParams = z.object({ id: recordIdParam });
const feeQuery = z.object({ withdrawAmount: amountSchema });

export const cashierWithdrawRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const member = [requireSession(ctx.db), refuseTrial];
  const settings = () => readCashierSettings(ctx.db);
  const memberIdOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  // ---- bank cards ----
  app.get('/wps/member/bankCard', { preHandler: member }, async (request) => ok(await listBankCards(ctx.db, memberIdOf(request), await settings())));

  app.put('/wps/member/bankCard', { schema: { body: anyObject }, preValidation: decryptBody(ctx.cipher), preHandler: member }, async (request) => {
    const input = parseWithCodes(bindBankCardSchema, request.body);
    return ok(await bindBankCard(ctx.db, ctx.profile, memberIdOf(request), input, await settings()));
  });

  app.delete('/wps/member/bankCard/:id', { schema: { body: anyObject }, preValidation: decryptBody(ctx.cipher), preHandler: member }, async (request) => {
    const { id } = parseWithCodes(cardParams, request.params);
    const { fundsPassword } = parseWithCodes(deleteBankCardSchema, request.body);
    return ok(await deleteBankCard(ctx.db, memberIdOf(request), id, fundsPassword, await settings()));
  });

  // ---- funds password ----
  app.get('/wps/member/hasWithdrawalPassword', { preHandler: member }, async (request) =>
    ok({ hasFundsPassword: await hasFundsPassword(ctx.db, memberIdOf(request)) }),
  );

  app.put('/wps/member/paymentPassword', { schema: { body: anyObject }, preValidation: decryptBody(ctx.cipher), preHandler: member }, async (request) => {
    const input = parseWithCodes(setFundsPasswordSchema, request.body);
    await setFundsPassword(ctx.db, ctx.profile, memberIdOf(request), input.password, input.confirmPassword);
    return ok({ hasFundsPassword: true });
  });

  app.post('/wps/member/paymentPassword', { schema: { body: anyObject }, preValidation: decryptBody(ctx.cipher), preHandler: member }, async (request) => {
    const input = parseWithCodes(changeFundsPasswordSchema, request.body);
    await changeFundsPassword(ctx.db, ctx.profile, memberIdOf(request), input, (await settings()).fundsPassword);
    return ok({ hasFundsPassword: true });
  });

  // ---- the withdraw screen ----
  app.get('/wps/relay/MCSFE_getWithdrawSettings', { preHandler: member }, async () => ok(withdrawSettingsView(await settings())));

  app.get('/wps/relay/MCSFE_getWithdrawAccountInfo', { preHandler: member }, async (request) =>
    ok(await withdrawAccountInfo(ctx.db, memberIdOf(request), await settings())),
  );

  app.get('/wps/relay/getCalculatedWithdrawCharges', { preHandler: member }, async (request) => {
    const { withdrawAmount } = parseWithCodes(feeQuery, request.query);
    return ok(await withdrawFeePreview(ctx.db, memberIdOf(request), toMinor(withdrawAmount.trim())!, await settings()));
  });

  app.get('/wps/relay/getTurnoverInfo', { preHandler: member }, async (request) => ok(await turnoverInfo(ctx.db, memberIdOf(request), await settings())));

  // ---- the withdrawal ----
  app.post('/wps/v2/transaction/withdraw', { schema: { body: anyObject }, preValidation: decryptBody(ctx.cipher), preHandler: member }, async (request, reply) => {
    const memberId = memberIdOf(request);
    const input = parseWithCodes(withdrawRequestSchema, request.body);
    const amount = toMinor(input.amount.trim())!;
    const current = await settings();
    // A staff block is said first (the command's transaction checks it again, authoritatively).
    await assertNotBlocked(ctx.db, memberId, 'withdrawal');
    // Before the command's transaction: a wrong password's count must survive the rollback of
    // a refused command, and a password refusal is not stored as the key's answer.
    await checkFundsPassword(ctx.db, memberId, input.password, current.fundsPassword);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'withdrawal.request',
      params: { amount: fromMinor(amount), bankCardId: input.bankCardId },
      run: (writer) => requestWithdrawal(writer, { memberId, bankCardId: input.bankCardId, amount, settings: current }),
    });
  });

  app.post('/wps/relay/withdrawConfirm', { preHandler: member, bodyLimit: CONFIRM_BODY_LIMIT }, async (request, reply) => {
    const memberId = memberIdOf(request);
    const input = parseWithCodes(withdrawConfirmSchema, request.body);
    if (input.proofImage) await countCashierImage(ctx.accounts.limits, memberId, input.withdrawalId);
    const proof = input.proofImage ? await reencodeProofImage(input.proofImage) : undefined;
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'withdrawal.confirm',
      params: {
        withdrawalId: input.withdrawalId,
        result: input.result,
        receivedAmount: input.receivedAmount ?? null,
        proof: input.proofImage ? createHash('sha256').update(input.proofImage).digest('hex') : null,
      },
      run: (writer) => confirmWithdrawal(writer, memberId, input, proof),
    });
  });

  // ---- records ----
  app.get('/wps/relay/getWithdrawTransactionReport', { preHandler: member }, async (request) => {
    const q = parseWithCodes(withdrawalReportQuerySchema, request.query);
    const current = await settings();
    const { total, rows } = await memberOrders(ctx.db, memberIdOf(request), {
      from: q.startDateTs === undefined ? undefined : new Date(q.startDateTs),
      to: q.endDateTs === undefined ? undefined : new Date(q.endDateTs),
      status: q.status,
      page: q.page,
      size: q.size,
    });
    const records: WithdrawalRecord[] = rows.map(({ order, bankCode, accountNumber }) => {
      const payout = order.amount - order.fee;
      const waiting = order.state === 2 && order.confirmation === null && order.approvedAt !== null;
      return {
        withdrawalId: order.withdrawalId,
        withdrawType: 'BC',
        amount: fromMinor(order.amount),
        fee: fromMinor(order.fee),
        payout: fromMinor(payout),
        bankName: bankOf(bankCode)?.nameEn ?? bankCode,
        bankCode,
        accountNumber: maskAccountNumber(accountNumber),
        withdrawDate: order.createdAt.getTime(),
        status: order.state,
        confirmation: order.confirmation as WithdrawalRecord['confirmation'],
        receivedAmount: order.receivedAmount === null ? null : fromMinor(order.receivedAmount),
        remainderAmount: order.confirmation === 'partial' && order.receivedAmount !== null ? fromMinor(payout - order.receivedAmount) : null,
        autoConfirmAt: waiting ? order.approvedAt!.getTime() + current.autoConfirmMinutes * 60_000 : null,
      };
    });
    return ok({ records, total, totalPages: Math.ceil(total / q.size) });
  });
};
