// The member's inbox (messageV2; EMFE_getInbox, EMFE_getInboxUnreadCount → {value: n}) and
// feedback (`PUT /wps/feedback`, spec §7), and the operator's side under /admin: send a message to
// one member, an agent's subtree or all members; list feedback and reply through the inbox. Each
// change of a member's unread count is announced to the member's event stream after it commits.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../../../contract/record-id';
import { audienceQuery, broadcastInput, feedbackReplyInput } from '../../../../../contract/inbox-admin';
import { deleteMessagesBody, feedbackBody, inboxQuery, markReadBody } from '../../../../../contract/member-inbox';
import { IDEMPOTENCY_KEY } from '../../../../../contract/money';
import type { RoutesOptions } from '../../../context';
import { consumeCaptcha, refuseTrial } from '../../accounts';
import { deleteMessages, listMessages, markRead, unreadCount } from '../queries/messages';
import type { Executor } from '../../../core/database/client';
import { idempotencyErrors } from '../../ledger';
import { addFeedback, FeedbackAlreadyReplied, listFeedback, replyToFeedback } from '../queries/member-inbox';
import { ApiError, ok } from '../../../core/http/envelope';
import { inboxEvents } from '../rules/inbox-events';
import { requestLanguage } from '../../../core/localized';
import { languageOfMember } from '../../accounts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { audienceSize, listBroadcasts, sendBroadcast } from '../rules/broadcasts';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange } from '../../../core/admin/admin-audit';
import { feedbackSubject } from '../queries/audit-subjects';
import { requireSession, sessionOf } from '../../accounts';


/** The caller, a real member: trial accounts have no inbox and send no feedback (spec §6; refused by the plugin's preHandler). */
function memberOf(request: FastifyRequest): number {
  return sessionOf(request).memberId;
}

async function announce(ex: Executor, memberIds: Iterable<number>): Promise<void> {
  for (const memberId of new Set(memberIds)) inboxEvents.publish({ memberId, unread: await unreadCount(ex, memberId) });
}

export const memberInboxRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireSession(ctx.db));
  app.addHook('preHandler', refuseTrial);

  app.get('/wps/inbox', { schema: { querystring: inboxQuery } }, async (request) => {
    const memberId = memberOf(request);
    const query = request.query;
    // The member's language choice, stored on the platform; the request's when none was stored.
    const language = await languageOfMember(ctx.db, memberId, requestLanguage(request.headers, request.query));
    return ok(await listMessages(ctx.db, memberId, { page: query.page, size: query.size, unreadOnly: query.unread === 'true' }, language));
  });

  app.get('/wps/inbox/unreadCount', async (request) => ok({ value: await unreadCount(ctx.db, memberOf(request)) }));

  app.put('/wps/inbox/read', { schema: { body: markReadBody } }, async (request) => {
    const memberId = memberOf(request);
    const body = request.body;
    const unread = await markRead(ctx.db, memberId, 'all' in body ? 'all' : body.ids);
    inboxEvents.publish({ memberId, unread });
    return ok({ unread });
  });

  app.delete('/wps/inbox', { schema: { body: deleteMessagesBody } }, async (request) => {
    const memberId = memberOf(request);
    const { ids } = request.body;
    const result = await deleteMessages(ctx.db, memberId, ids);
    inboxEvents.publish({ memberId, unread: result.unread });
    return ok(result);
  });

  app.put('/wps/feedback', { schema: { body: feedbackBody } }, async (request) => {
    const memberId = memberOf(request);
    const body = request.body;
    const solved = await ctx.db.transaction((tx) => consumeCaptcha(tx, body.captchaKey, body.captcha, new Date()));
    if (!solved) throw new ApiError(400, 'captcha_invalid', 'Please enter a valid captcha');
    return ok({ id: await addFeedback(ctx.db, memberId, { type: body.type, content: body.content }) });
  });
};

const broadcastListQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const feedbackListQuery = z.object({ unreplied: z.enum(['true', 'false']).optional(), limit: z.coerce.number().int().min(1).max(500).default(50) });
const replyParams = z.object({ id: recordIdParam });

export const adminInboxRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  /** GET /admin/messages: the latest sends, newest first (modules/member-center/rules/broadcasts.ts). */
  app.get('/messages', { schema: { querystring: broadcastListQuery } }, async (request) => ok(await listBroadcasts(ctx.db, request.query.limit)));

  /** GET /admin/messages/audience: how many members a send to this audience reaches now. */
  app.get('/messages/audience', { schema: { querystring: audienceQuery } }, async (request) => ok({ members: await audienceSize(ctx.db, request.query) }));

  /**
   * POST /admin/messages: one message per recipient; a named member that is unknown or trial is
   * refused. With an `Idempotency-Key` header a retried send reaches each member once.
   */
  app.post('/messages', { schema: { body: bodyOrEmpty(broadcastInput) } }, async (request, reply) => {
    const input = request.body;
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) throw idempotencyErrors.missing();
    const sent = await sendBroadcast(ctx.db, input, { actor: request.principal?.actor ?? 'operator', key });
    // A replay changes nothing: its record says so.
    request.audit = sent.replayed
      ? { objectType: 'broadcast', objectId: String(sent.id), before: { recipients: sent.recipients }, after: { recipients: sent.recipients, replayed: true } }
      : { objectType: 'broadcast', objectId: String(sent.id), before: null, after: { audience: input.audience, title: input.title, recipients: sent.recipients } };
    await announce(ctx.db, sent.reached);
    reply.status(sent.replayed ? 200 : 201);
    return ok({ id: sent.id, recipients: sent.recipients });
  });

  app.get('/feedback', { schema: { querystring: feedbackListQuery } }, async (request) => {
    const query = request.query;
    return ok(await listFeedback(ctx.db, { unrepliedOnly: query.unreplied === 'true', limit: query.limit }));
  });

  /** POST /admin/feedback/:id/reply: the reply reaches the sender's inbox; once per feedback. */
  app.post('/feedback/:id/reply', { schema: { params: replyParams, body: bodyOrEmpty(feedbackReplyInput) } }, async (request, reply) => {
    const { id } = request.params;
    const input = request.body;
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
