// The agent's transfers, announcements and messages (money-and-agents §5.4, §5.7; spec §2
// agentRedRain, agentAnnouncement, messageV2). Every route runs behind requireAgent; every payee
// is looked up below the caller (payeesBelow), every message by its recipient. Money commands:
// encrypted body, funds password, Idempotency-Key, one entry each (modules/agents/rules/agent-transfers.ts).
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, count, ilike, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { plainLine } from '../../../../../contract/control-characters';
import {
  duplicatesOf,
  limitsView,
  markReadBody,
  messagesQuery,
  payeesQuery,
  splitEvenly,
  type PayeesPage,
} from '../../../../../contract/agent-transfers';
import { amountSchema, fromMinor, toMinor } from '../../../../../contract/money';
import type { RoutesOptions } from '../../../context';
import { belowOf } from '../queries/agent-tree';
import { readAgentTransferSettings } from '../queries/agent-transfer-settings';
import { listAgentAnnouncements } from '../queries/agent-inbox';
import { listMessages, markRead, unreadCount } from '../../member-center';
import { readCashierSettings } from '../../cashier';
import { balanceOf } from '../../ledger';
import { members } from '../../accounts';
import { memberTree } from '../schema-agents';
import { agentTransferErrors, payDownlines, payeesBelow, remainingToday } from '../rules/agent-transfers';
import { TRIAL_TYPE } from '../../../../../contract/member-types';
import { ApiError, ok } from '../../../core/http/envelope';
import { checkFundsPassword, hasFundsPassword } from '../../accounts';
import { ledgerAccount } from '../../ledger';
import { languageOfMember } from '../../accounts';
import { requestLanguage } from '../../../core/localized';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKeyOf, replyMemberCommand } from '../../ledger';
import { agentOf, requireAgent } from '../http/require-agent';
import { decryptBody } from '../../../core/http/require-encrypted-body';

const accountText = z.string().trim().min(1).max(64);
const password = z.string().min(1).max(64);
const remark = plainLine(z.string().trim().max(100)).optional();

// Amounts are read by amountOf (their own codes); the rest by these.
const transferWire = z.object({ payee: accountText, amount: z.unknown(), password, remark });
const envelopeWire = z.object({
  payees: z.array(accountText).max(5_000),
  amountEach: z.unknown().optional(),
  total: z.unknown().optional(),
  password,
  remark,
});

/** The amount in minor units, or the refusal naming what is wrong (amount_invalid, _zero, _too_large). A JSON number is refused: it may already be a rounded float. */
function amountOf(value: unknown): bigint {
  const parsed = amountSchema.safeParse(typeof value === 'string' ? value.trim() : '-');
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'amount_invalid', 'Invalid amount');
  return toMinor(parsed.data)!;
}

export const agentTransferRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireAgent(ctx.db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  async function checkPassword(memberId: number, given: string) {
    await checkFundsPassword(ctx.db, memberId, given, (await readCashierSettings(ctx.db)).fundsPassword);
  }

  app.get('/wps/agent/transferEnabled', async (request) => {
    const { memberId } = agentOf(request);
    const [settings, cashier] = await Promise.all([readAgentTransferSettings(ctx.db), readCashierSettings(ctx.db)]);
    return ok({
      enabled: settings.enabled,
      hasFundsPassword: await hasFundsPassword(ctx.db, memberId),
      balance: fromMinor(await balanceOf(ctx.db, ledgerAccount.main(memberId))),
      ...limitsView(settings),
      remainingToday: fromMinor(await remainingToday(ctx.db, memberId, settings, cashier.timeZone)),
    });
  });

  /** Downlines that may be paid: the whole subtree below the caller, searched by account or nickname. */
  app.get('/wps/agent/transferPayees', { schema: { querystring: payeesQuery } }, async (request) => {
    const { memberId } = agentOf(request);
    const query = request.query;
    const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      belowOf(memberId, members.id),
      ne(members.type, TRIAL_TYPE),
      pattern ? or(ilike(members.account, pattern), ilike(members.nickname, pattern)) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select({ account: members.account, nickname: members.nickname, type: members.type, depth: memberTree.depth })
        .from(members)
        .innerJoin(memberTree, sql`${memberTree.ancestorId} = ${memberId} and ${memberTree.descendantId} = ${members.id}`)
        .where(where)
        .orderBy(asc(memberTree.depth), asc(members.account))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      ctx.db.select({ total: count() }).from(members).where(where),
    ]);
    const page: PayeesPage = { list: rows, page: query.page, size: query.size, total };
    return ok(page);
  });

  app.put('/wps/agent/transferDownline', { schema: { body: transferWire }, preValidation: decryptBody(ctx.cipher) }, async (request, reply) => {
    const { memberId } = agentOf(request);
    const body = request.body;
    const amount = amountOf(body.amount);
    const key = `m${memberId}:${clientKeyOf(request)}`;
    await checkPassword(memberId, body.password);
    const [settings, cashier] = await Promise.all([readAgentTransferSettings(ctx.db), readCashierSettings(ctx.db)]);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'agentTransferDownline',
      // The password is not a parameter of the transfer: it is checked, never stored.
      params: { payee: body.payee, amount: amount.toString(), remark: body.remark ?? null },
      run: async (writer) =>
        payDownlines(writer, settings, {
          agentId: memberId,
          key,
          kind: 'agent_transfer',
          payees: await payeesBelow(writer.tx, memberId, [body.payee]),
          shares: [amount],
          remark: body.remark,
          timeZone: cashier.timeZone,
        }),
    });
  });

  app.post('/wps/agent/redEnvelope', { schema: { body: envelopeWire }, preValidation: decryptBody(ctx.cipher) }, async (request, reply) => {
    const { memberId } = agentOf(request);
    const body = request.body;
    if ((body.amountEach === undefined) === (body.total === undefined)) throw new ApiError(400, 'amount_mode', 'Give either an amount each or a total');
    const amount = amountOf(body.amountEach ?? body.total);
    const settings = await readAgentTransferSettings(ctx.db);
    if (body.payees.length === 0) throw agentTransferErrors.empty();
    if (body.payees.length > settings.maxPayees) throw agentTransferErrors.tooMany(settings.maxPayees);
    const twice = duplicatesOf(body.payees);
    if (twice.length) throw agentTransferErrors.duplicate(twice);
    const key = `m${memberId}:${clientKeyOf(request)}`;
    await checkPassword(memberId, body.password);
    const cashier = await readCashierSettings(ctx.db);
    const shares = body.amountEach !== undefined ? body.payees.map(() => amount) : splitEvenly(amount, body.payees.length);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'agentRedEnvelope',
      params: { payees: body.payees, mode: body.amountEach !== undefined ? 'each' : 'total', amount: amount.toString(), remark: body.remark ?? null },
      run: async (writer) =>
        payDownlines(writer, settings, {
          agentId: memberId,
          key,
          kind: 'agent_red_envelope',
          payees: await payeesBelow(writer.tx, memberId, body.payees),
          shares,
          remark: body.remark,
          timeZone: cashier.timeZone,
        }),
    });
  });

  app.get('/wps/agent/announcements', async (request) =>
    ok(await listAgentAnnouncements(ctx.db, requestLanguage(request.headers, request.query))),
  );

  app.get('/wps/agent/messages', { schema: { querystring: messagesQuery } }, async (request) => {
    const { memberId } = agentOf(request);
    const query = request.query;
    return ok(
      await listMessages(ctx.db, memberId, { page: query.page, size: query.size, unreadOnly: query.unread === 'true' }, await languageOfMember(ctx.db, memberId, requestLanguage(request.headers, request.query))),
    );
  });

  app.get('/wps/agent/messages/unreadCount', async (request) => ok({ unread: await unreadCount(ctx.db, agentOf(request).memberId) }));

  app.put('/wps/agent/messages/read', { schema: { body: markReadBody } }, async (request) => {
    const { memberId } = agentOf(request);
    const body = request.body;
    return ok({ unread: await markRead(ctx.db, memberId, 'all' in body ? 'all' : body.ids) });
  });
};
