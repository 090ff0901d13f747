// The member's inbox (messageV2; EMFE_getInbox, EMFE_getInboxUnreadCount → {value: n}) and
// feedback (`PUT /wps/feedback`, spec §7), and the operator's side under /admin: send a message to
// one member, an agent's subtree or all members; list feedback and reply through the inbox. Each
// change of a member's unread count is announced to the member's event stream after it commits.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../contract/record-id';
import { isTrialType } from '../../../contract/member-types';
import { deleteMessagesBody, feedbackBody, inboxQuery, markReadBody, messageAudience } from '../../../contract/member-inbox';
import type { RoutesOptions } from '../context';
import { consumeCaptcha } from '../db/captchas';
import { deleteMessages, listMessages, markRead, unreadCount } from '../db/agent-inbox';
import type { Executor } from '../db/client';
import { addFeedback, audienceIds, FeedbackAlreadyReplied, listFeedback, replyToFeedback, sendMessages } from '../db/member-inbox';
import { ApiError, errors, ok } from '../domain/envelope';
import { inboxEvents } from '../domain/inbox-events';
import { requestLanguage } from '../domain/localized';
import { languageOfMember } from '../domain/member-language';
import { parseOrFail } from '../domain/validation';
import { guardAdmin } from '../modules/staff/admin-guard';
import { auditChange, auditRun } from '../modules/staff/audit-change';
import { feedbackSubject } from '../modules/staff/audit-subjects';
import { requireSession, sessionOf } from '../http/require-session';

const trialRefused = () => new ApiError(403, 'in_need_true_account', 'A real account is needed');

/** The caller, a real member: trial accounts have no inbox and send no feedback (spec §6). */
function memberOf(request: FastifyRequest): number {
  const session = sessionOf(request);
  if (isTrialType(session.type)) throw trialRefused();
  return session.memberId;
}

async function announce(ex: Executor, memberIds: Iterable<number>): Promise<void> {
  for (const memberId of new Set(memberIds)) inboxEvents.publish({ memberId, unread: await unreadCount(ex, memberId) });
}

export const memberInboxRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.addHook('preHandler', requireSession(ctx.db));

  app.get('/wps/inbox', async (request) => {
    const memberId = memberOf(request);
    const query = parseOrFail(inboxQuery, request.query);
    // The member's language choice, stored on the platform; the request's when none was stored.
    const language = await languageOfMember(ctx.db, memberId, requestLanguage(request.headers, request.query));
    return ok(await listMessages(ctx.db, memberId, { page: query.page, size: query.size, unreadOnly: query.unread === 'true' }, language));
  });

  app.get('/wps/inbox/unreadCount', async (request) => ok({ value: await unreadCount(ctx.db, memberOf(request)) }));

  app.put('/wps/inbox/read', async (request) => {
    const memberId = memberOf(request);
    const body = parseOrFail(markReadBody, request.body);
    const unread = await markRead(ctx.db, memberId, 'all' in body ? 'all' : body.ids);
    inboxEvents.publish({ memberId, unread });
    return ok({ unread });
  });

  app.delete('/wps/inbox', async (request) => {
    const memberId = memberOf(request);
    const { ids } = parseOrFail(deleteMessagesBody, request.body);
    const result = await deleteMessages(ctx.db, memberId, ids);
    inboxEvents.publish({ memberId, unread: result.unread });
    return ok(result);
  });

  app.put('/wps/feedback', async (request) => {
    const memberId = memberOf(request);
    const body = parseOrFail(feedbackBody, request.body);
    const solved = await ctx.db.transaction((tx) => consumeCaptcha(tx, body.captchaKey, body.captcha, new Date()));
    if (!solved) throw new ApiError(400, 'captcha_invalid', 'Please enter a valid captcha');
    return ok({ id: await addFeedback(ctx.db, memberId, { type: body.type, content: body.content }) });
  });
};

const localizedText = z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/), z.string().trim().min(1).max(20_000)).refine((text) => Object.keys(text).length > 0);
const sendBody = z.object({
  audience: messageAudience,
  title: localizedText,
  content: localizedText,
  sender: z.string().trim().min(1).max(40).optional(),
});
const feedbackListQuery = z.object({ unreplied: z.enum(['true', 'false']).optional(), limit: z.coerce.number().int().min(1).max(500).default(50) });
const replyParams = z.object({ id: recordIdParam });
const replyBody = z.object({ title: localizedText, content: localizedText });

export const adminInboxRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);

  /** POST /admin/messages: one message per recipient; a named member that is unknown or trial is refused. */
  app.post('/messages', async (request, reply) => {
    const input = parseOrFail(sendBody, request.body);
    const ids = await audienceIds(ctx.db, input.audience);
    if (ids.length === 0 && input.audience.to !== 'all') throw errors.notFound('No real member in this audience');
    const sent = await ctx.db.transaction((tx) => sendMessages(tx, ids, { title: input.title, content: input.content, sender: input.sender }));
    auditRun(request, 'message', sent[0] ? String(sent[0].id) : 'none', { audience: input.audience, title: input.title, sender: input.sender, recipients: sent.length });
    await announce(ctx.db, ids);
    reply.status(201);
    return ok({ recipients: sent.length });
  });

  app.get('/feedback', async (request) => {
    const query = parseOrFail(feedbackListQuery, request.query);
    return ok(await listFeedback(ctx.db, { unrepliedOnly: query.unreplied === 'true', limit: query.limit }));
  });

  /** POST /admin/feedback/:id/reply: the reply reaches the sender's inbox; once per feedback. */
  app.post('/feedback/:id/reply', async (request, reply) => {
    const { id } = parseOrFail(replyParams, request.params);
    const input = parseOrFail(replyBody, request.body);
    let sent: { memberId: number; messageId: number } | undefined;
    try {
      sent = await auditChange(ctx, request, feedbackSubject(id), () => ctx.db.transaction((tx) => replyToFeedback(tx, id, { ...input, sender: 'service' })));
    } catch (error) {
      if (!(error instanceof FeedbackAlreadyReplied)) throw error;
    }
    if (!sent) throw new ApiError(409, 'feedback_replied', 'Unknown feedback, or already replied');
    await announce(ctx.db, [sent.memberId]);
    reply.status(201);
    return ok(sent);
  });
};
