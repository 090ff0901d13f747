// The member center's inbox (spec §2 messageV2; money-and-agents §4 message centre:
// EMFE_getInboxUnreadCount → {value: n}, EMFE_getInbox) and feedback (spec §3/§5 Feedback,
// §7 `PUT /wps/feedback`). Messages share the agent inbox's shape and store.
import { z } from 'zod';
import { plainText } from './control-characters';
import { recordId } from './record-id';
import { markReadBody, messagesPage, messagesQuery } from './agent-transfers';

export { markReadBody, messagesPage as inboxPage, messagesQuery as inboxQuery };
export type { AgentMessage as InboxMessage, MessagesPage as InboxPage, MarkReadBody } from './agent-transfers';

/** GET /wps/inbox/unreadCount (EMFE_getInboxUnreadCount). */
export const inboxUnreadAnswer = z.object({ value: z.number().int().min(0) });
export type InboxUnread = z.infer<typeof inboxUnreadAnswer>;

/** DELETE /wps/inbox: the caller's own messages (anyone else's ids change nothing). */
export const deleteMessagesBody = z.object({ ids: z.array(recordId).min(1).max(100) });
export type DeleteMessagesBody = z.infer<typeof deleteMessagesBody>;

/** Spec §3 Feedback question types: deposit 1, withdraw 2, game 3, service 4, apply-agent 6, other 0. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** Spec §5: description 20 to 200 characters, trimmed. */
export const FEEDBACK_LENGTH = { min: 20, max: 200 } as const;

/** The browser's feedback form (`PUT /api/feedback`): the captcha's key stays in the portal's session. */
export const feedbackForm = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6), z.literal(0)]),
  content: plainText(z.string().trim().min(FEEDBACK_LENGTH.min).max(FEEDBACK_LENGTH.max)),
  captcha: z.string().trim().min(1).max(12),
});
/** PUT /wps/feedback: content, type, captcha (spec §7; the sender is the session's member). */
export const feedbackBody = feedbackForm.extend({ captchaKey: z.string().min(1).max(64) });
export type FeedbackBody = z.infer<typeof feedbackBody>;
export const feedbackAnswer = z.object({ id: z.number() });

/** Who an operator message goes to: one member, a segment (an agent's subtree) or all members. */
export const messageAudience = z.discriminatedUnion('to', [
  z.object({ to: z.literal('member'), account: z.string().regex(/^[A-Za-z0-9_]{1,40}$/) }),
  z.object({ to: z.literal('subtree'), agent: z.string().regex(/^[A-Za-z0-9_]{1,40}$/) }),
  z.object({ to: z.literal('all') }),
]);
export type MessageAudience = z.infer<typeof messageAudience>;
