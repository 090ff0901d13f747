// Operator API for members' money: open an account with an opening balance (house cash pays it: a
// desk-opened account, a load test's wallets) and post a manual adjustment (modules/approvals: above
// the owner's threshold it waits for a second staff member).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { plainLine } from '../../../../../contract/control-characters';
import { toMinor } from '../../../../../contract/money';
import type { RoutesOptions } from '../../../context';
import { createMember } from '../../accounts';
import { findMemberByAccount } from '../../accounts';
import { inLedgerTransaction } from '../../ledger';
import { ApiError, errors, ok } from '../../../core/http/envelope';
import { fromCents } from '../../../core/money';
import { hashPassword } from '../../accounts';
import { refusePublishedPassword } from '../../accounts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKeyOf, envelopeOfAnswer, runOperatorCommand } from '../../ledger';
import { actorOf, guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange, auditCreated } from '../../../core/admin/admin-audit';
import { memberSubject } from '../../accounts';
import { fourEyesSettings, needsSecondApprover, postAdjustment, requestApproval } from '../../approvals';

const signedAmount = z.string().regex(/^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/);
const newMemberBody = z.object({
  account: z.string().regex(/^[a-z][a-z0-9]{3,19}$/),
  password: z.string().min(6).max(64),
  nickname: plainLine(z.string().min(1).max(40)).optional(),
  payeeName: plainLine(z.string().min(1).max(80)).optional(),
  openingBalance: z.string().regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/).default('0'),
});
const adjustBody = z.object({ amount: signedAmount, remark: plainLine(z.string().trim().min(1).max(200)) });
const accountParams = z.object({ account: z.string().regex(/^[A-Za-z0-9_]{1,40}$/) });

export const adminMembersRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.post('/members', { schema: { body: newMemberBody } }, async (request, reply) => {
    const input = request.body;
    refusePublishedPassword(ctx.profile, input.password, 'password');
    const passwordHash = await hashPassword(input.password);
    const created = await inLedgerTransaction(ctx.db, ctx.ledger, async (writer) => {
      if (await findMemberByAccount(writer.tx, input.account)) return undefined;
      return createMember(writer.tx, {
        account: input.account,
        nickname: input.nickname ?? input.account,
        type: 0,
        parentId: null,
        passwordHash,
        payeeName: input.payeeName ?? null,
        firstTimeLogin: false,
        profile: { registerMethod: 'OPERATOR' },
        opening: { amount: fromCents(toMinor(input.openingBalance)!), kind: 'opening_balance', reference: 'operator' },
      });
    });
    if (!created) throw new ApiError(409, 'account_exists', 'This account already exists');
    await auditCreated(ctx, request, memberSubject(created.account));
    reply.status(201);
    return ok({ id: created.id, account: created.account, balance: fromCents(toMinor(input.openingBalance)!) });
  });

  app.post('/members/:account/adjust', { schema: { params: accountParams, body: adjustBody } }, async (request, reply) => {
    const { account } = request.params;
    const { amount, remark } = request.body;
    const member = await findMemberByAccount(ctx.db, account);
    if (!member) throw errors.notFound('Unknown member');
    const minor = amount.startsWith('-') ? -toMinor(amount.slice(1))! : toMinor(amount)!;
    if (minor === 0n) throw new ApiError(400, 'amount_zero', 'The amount must not be zero');
    const adjustment = { memberId: member.id, account, amount: minor, remark };
    const { adjustmentAbove } = await fourEyesSettings.read(ctx.db);
    if (needsSecondApprover(minor, adjustmentAbove)) {
      // Above the owner's threshold: a request a second staff member decides (approvals routes).
      const approval = await requestApproval(ctx.db, {
        kind: 'adjustment',
        subject: account,
        memberId: member.id,
        amount: minor,
        params: { account, amount, remark },
        requestKey: `adjust:${member.id}:${clientKeyOf(request)}`,
        requestedBy: actorOf(request),
        reason: remark,
      });
      request.audit = { objectType: 'approval', objectId: String(approval.id), before: null, after: { state: approval.state, kind: 'adjustment', account, amount }, reason: remark };
      reply.status(202);
      return ok({ approvalId: approval.id, state: approval.state, requestedBy: approval.requestedBy });
    }
    const answer = await auditChange(
      ctx,
      request,
      memberSubject(member.account),
      () =>
        runOperatorCommand(ctx, `adjust:${clientKeyOf(request)}`, 'adjust', { account, amount, remark }, (writer) =>
          postAdjustment(writer, adjustment, `adjust:${member.id}:${clientKeyOf(request)}`, actorOf(request)),
        ),
      remark,
    );
    return envelopeOfAnswer(reply, answer);
  });
};
