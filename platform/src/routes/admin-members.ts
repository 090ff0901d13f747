// Operator API for members' money (X-Operator-Key): open an account with an opening balance (house
// cash pays it: a desk-opened account, a load test's wallets) and post a manual adjustment — a
// correction is always a new balanced entry with the operator's remark, never an edit.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { plainLine } from '../../../contract/control-characters';
import { toMinor } from '../../../contract/money';
import type { RoutesOptions } from '../context';
import { createMember } from '../db/accounts';
import { findMemberByAccount } from '../db/members';
import { inLedgerTransaction, InsufficientFundsError } from '../db/ledger';
import { ApiError, errors, ok } from '../domain/envelope';
import { ledgerAccount } from '../domain/ledger-accounts';
import { fromCents } from '../domain/money';
import { hashPassword } from '../domain/password';
import { parseOrFail } from '../domain/validation';
import { clientKeyOf, envelopeOfAnswer, runOperatorCommand } from '../http/money-command';
import { actorOf, guardAdmin } from '../modules/staff/admin-guard';

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

export const adminMembersRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);

  app.post('/members', async (request, reply) => {
    const input = parseOrFail(newMemberBody, request.body);
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
    reply.status(201);
    return ok({ id: created.id, account: created.account, balance: fromCents(toMinor(input.openingBalance)!) });
  });

  app.post('/members/:account/adjust', async (request, reply) => {
    const { account } = parseOrFail(accountParams, request.params);
    const { amount, remark } = parseOrFail(adjustBody, request.body);
    const member = await findMemberByAccount(ctx.db, account);
    if (!member) throw errors.notFound('Unknown member');
    const minor = amount.startsWith('-') ? -toMinor(amount.slice(1))! : toMinor(amount)!;
    if (minor === 0n) throw new ApiError(400, 'amount_zero', 'The amount must not be zero');
    const answer = await runOperatorCommand(ctx, `adjust:${clientKeyOf(request)}`, 'adjust', { account, amount, remark }, async (writer) => {
      try {
        const posted = await writer.post({
          key: `adjust:${member.id}:${clientKeyOf(request)}`,
          kind: 'adjustment',
          memberId: member.id,
          actor: actorOf(request),
          remark,
          postings: [
            { account: ledgerAccount.main(member.id), amount: minor, txType: 'other' },
            { account: ledgerAccount.houseCash, amount: -minor, txType: 'other' },
          ],
        });
        return { account, balance: fromCents(posted.balances.get(ledgerAccount.main(member.id))!) };
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new ApiError(409, 'insufficient_balance', 'Insufficient balance');
        throw error;
      }
    });
    return envelopeOfAnswer(reply, answer);
  });
};
