// /admin routes of the member 360 view (issue #28): search, one member's overview, and the staff's
// actions on a member (a service message to their inbox included) — each permission-checked
// (admin-permissions.ts), with a reason, and written to the audit trail under the member (object
// `member`, the account) with before and after.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  blocksBody,
  loginLockBody as lockBody,
  memberAccountSchema,
  memberMessageBody,
  memberSearchQuery,
  noteBody,
  realNameBody,
  reasonBody,
} from '../../../../../contract/member-admin';
import type { RoutesOptions } from '../../../context';
import { revokeMemberSessions } from '../../accounts';
import { findMemberByAccount, type Member } from '../../accounts';
import { members } from '../../accounts';
import { fundsPasswords } from '../../accounts';
import { memberNotes } from '../schema';
import { audienceIds, sendMessages } from '../../member-center';
import { unreadCount } from '../../member-center';
import { errors, ok } from '../../../core/http/envelope';
import { inboxEvents } from '../../member-center';
import { sessionEvents } from '../../accounts';
import { parseOrFail } from '../../../core/http/validation';
import { actorOf, guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange } from '../../../core/admin/admin-audit';
import { memberSessionsSubject } from '../../accounts';
import { readBlocks, writeBlocks } from '../../accounts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOverview, searchMembers } from './member-360';

const accountParams = z.object({ account: memberAccountSchema });
const searchQuery = memberSearchQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** Years a staff lock lasts: until a staff member lifts it. */
const STAFF_LOCK_YEARS = 100;

async function memberOf(ctx: RoutesOptions['ctx'], request: FastifyRequest): Promise<Member> {
  const { account } = parseOrFail(accountParams, request.params);
  const member = await findMemberByAccount(ctx.db, account.toLowerCase());
  if (!member) throw errors.notFound('Unknown member');
  return member;
}

export const memberAdminRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/member-search', { schema: { querystring: searchQuery } }, async (request) => {
    const { q, limit } = request.query;
    return ok(await searchMembers(ctx.db, q, limit));
  });

  app.get('/members/:account/overview', async (request) => ok(await memberOverview(ctx.db, await memberOf(ctx, request))));

  app.post('/members/:account/real-name', { schema: { body: realNameBody } }, async (request) => {
    const member = await memberOf(ctx, request);
    const input = request.body;
    await ctx.db.update(members).set({ payeeName: input.realName }).where(eq(members.id, member.id));
    request.audit = { objectType: 'member', objectId: member.account, before: { realName: member.payeeName }, after: { realName: input.realName }, reason: input.reason };
    return ok({ account: member.account, realName: input.realName });
  });

  app.post('/members/:account/blocks', { schema: { body: blocksBody } }, async (request) => {
    const member = await memberOf(ctx, request);
    const { reason: why, ...changed } = request.body;
    const before = await readBlocks(ctx.db, member.id);
    const blocks = { deposit: changed.deposit ?? before.deposit, bet: changed.bet ?? before.bet, withdrawal: changed.withdrawal ?? before.withdrawal };
    await writeBlocks(ctx.db, member.id, blocks, actorOf(request));
    request.audit = { objectType: 'member', objectId: member.account, before: { blocks: before }, after: { blocks }, reason: why };
    return ok({ account: member.account, blocks });
  });

  app.post('/members/:account/login-lock', { schema: { body: lockBody } }, async (request) => {
    const member = await memberOf(ctx, request);
    const { locked, reason: why } = request.body;
    const now = new Date();
    const until = locked ? new Date(Date.UTC(now.getUTCFullYear() + STAFF_LOCK_YEARS, 0, 1)) : null;
    await ctx.db.transaction(async (tx) => {
      await tx.update(members).set({ lockedUntil: until, failedLoginCount: 0 }).where(eq(members.id, member.id));
      if (locked) await revokeMemberSessions(tx, member.id, now);
    });
    if (locked) sessionEvents.publish({ memberId: member.id });
    request.audit = { objectType: 'member', objectId: member.account, before: { lockedUntil: member.lockedUntil?.toISOString() ?? null }, after: { lockedUntil: until?.toISOString() ?? null }, reason: why };
    return ok({ account: member.account, lockedUntil: until?.toISOString() ?? null });
  });

  app.post('/members/:account/sessions/end', { schema: { body: reasonBody } }, async (request) => {
    const member = await memberOf(ctx, request);
    const { reason: why } = request.body;
    await auditChange(ctx, request, memberSessionsSubject(member.account), () => revokeMemberSessions(ctx.db, member.id, new Date()), why);
    sessionEvents.publish({ memberId: member.id });
    return ok({ account: member.account, sessionsEnded: true });
  });

  /** The member sets a new funds password at their next card binding; the old one and its lock are gone. */
  app.post('/members/:account/funds-password/reset', { schema: { body: reasonBody } }, async (request) => {
    const member = await memberOf(ctx, request);
    const { reason: why } = request.body;
    const removed = await ctx.db.delete(fundsPasswords).where(eq(fundsPasswords.memberId, member.id)).returning({ memberId: fundsPasswords.memberId });
    request.audit = { objectType: 'member', objectId: member.account, before: { funds: removed.length > 0 ? 'password set' : 'no password' }, after: { funds: 'no password' }, reason: why };
    return ok({ account: member.account, reset: removed.length > 0 });
  });

  app.post('/members/:account/notes', { schema: { body: noteBody } }, async (request) => {
    const member = await memberOf(ctx, request);
    const input = request.body;
    const [note] = await ctx.db.insert(memberNotes).values({ memberId: member.id, text: input.text, tags: input.tags, author: actorOf(request) }).returning();
    request.audit = { objectType: 'member', objectId: member.account, before: null, after: { note: note.text, tags: note.tags } };
    return ok({ id: note.id, text: note.text, tags: note.tags, author: note.author, createdAt: note.createdAt.toISOString() });
  });

  /** A service message from the operator to this member's inbox (inbox:send), with the reason kept in the member's history. */
  app.post('/members/:account/messages', { schema: { body: memberMessageBody } }, async (request, reply) => {
    const member = await memberOf(ctx, request);
    const input = request.body;
    const [recipient] = await audienceIds(ctx.db, { to: 'member', account: member.account });
    if (recipient === undefined) throw errors.notFound('This account has no inbox');
    const [sent] = await sendMessages(ctx.db, [recipient], { title: { [input.language]: input.title }, content: { [input.language]: input.content }, sender: 'service' });
    inboxEvents.publish({ memberId: recipient, unread: await unreadCount(ctx.db, recipient) });
    request.audit = { objectType: 'member', objectId: member.account, before: null, after: { message: sent.id, language: input.language, title: input.title }, reason: input.reason };
    reply.status(201);
    return ok({ account: member.account, messageId: sent.id });
  });
};
