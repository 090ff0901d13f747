import 'server-only';
import { z } from 'zod';
import {
  feedbackAnswer,
  inboxPage,
  inboxUnreadAnswer,
  type DeleteMessagesBody,
  type FeedbackBody,
  type InboxPage,
  type InboxUnread,
  type MarkReadBody,
} from '@/contract/member-inbox';
import { wpsFetch, type WpsCaller } from './client';

/** GET /wps/inbox (EMFE_getInbox; token, real members): the caller's messages, newest first. */
export function inbox(caller: WpsCaller, query: { page: number; size: number; unread?: 'true' | 'false' }): Promise<InboxPage> {
  return wpsFetch('/wps/inbox', { schema: inboxPage, caller, query: { ...query, lang: caller.language } });
}

/** GET /wps/inbox/unreadCount (EMFE_getInboxUnreadCount): `{ value: n }`. */
export function inboxUnreadCount(caller: WpsCaller): Promise<InboxUnread> {
  return wpsFetch('/wps/inbox/unreadCount', { schema: inboxUnreadAnswer, caller });
}

/** PUT /wps/inbox/read: the given messages of the caller (or all) read; the unread count after. */
export function markInboxRead(caller: WpsCaller, body: MarkReadBody): Promise<{ unread: number }> {
  return wpsFetch('/wps/inbox/read', { schema: z.object({ unread: z.number() }), caller, method: 'PUT', body });
}

/** DELETE /wps/inbox: hides the caller's own messages. */
export function deleteInboxMessages(caller: WpsCaller, body: DeleteMessagesBody): Promise<{ deleted: number; unread: number }> {
  return wpsFetch('/wps/inbox', { schema: z.object({ deleted: z.number(), unread: z.number() }), caller, method: 'DELETE', body });
}

/** PUT /wps/feedback (spec §7): content, type, captcha; the sender is the session's member. */
export function sendFeedback(caller: WpsCaller, body: FeedbackBody): Promise<{ id: number }> {
  return wpsFetch('/wps/feedback', { schema: feedbackAnswer, caller, method: 'PUT', body });
}
