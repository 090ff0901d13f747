// Broadcasts to members' inboxes as the back office and the platform's admin API exchange them
// (issue #28 "inbox broadcasts"): who it goes to, its title and HTML content per language (English
// required, the fallback of every other language), and the key that makes a replay send nothing twice.
import { z } from 'zod';
import { localizedText } from './content-admin';
import { messageAudience } from './member-inbox';
import { IDEMPOTENCY_KEY } from './money';

export const AUDIENCE_KINDS = ['all', 'subtree', 'member'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/** POST /admin/messages (its optional `Idempotency-Key` header makes a retried send reach each member once). */
export const broadcastInput = z.object({
  audience: messageAudience,
  title: localizedText(200),
  content: localizedText(20_000),
  sender: z.string().trim().min(1).max(40).optional(),
});
export type BroadcastInput = z.input<typeof broadcastInput>;

/** The back office's send: always with a key, made once per form, so a retry or a double click sends once. */
export const broadcastRequest = broadcastInput.extend({ idempotencyKey: z.string().regex(IDEMPOTENCY_KEY, 'idempotency_key_invalid') });
export type BroadcastRequest = z.input<typeof broadcastRequest>;

/** GET /admin/messages/audience: the audience as a query (`to=all`, `to=subtree&agent=…`, `to=member&account=…`). */
export const audienceQuery = z
  .object({ to: z.enum(AUDIENCE_KINDS, { message: 'audience_invalid' }), agent: z.string().optional(), account: z.string().optional() })
  .transform((query) => (query.to === 'all' ? { to: 'all' } : query.to === 'subtree' ? { to: 'subtree', agent: query.agent } : { to: 'member', account: query.account }))
  .pipe(messageAudience);

export const audienceCount = z.object({ members: z.number().int().min(0) });
export type AudienceCount = z.infer<typeof audienceCount>;

export const broadcastAnswer = z.object({ id: z.number().int(), recipients: z.number().int().min(0) });

export const broadcastRow = z.object({
  id: z.number().int(),
  audience: messageAudience,
  title: z.record(z.string(), z.string()),
  recipients: z.number().int().min(0),
  sentBy: z.string(),
  sentAt: z.string(),
});
export type BroadcastRow = z.infer<typeof broadcastRow>;

/** POST /admin/feedback/:id/reply: the reply reaches the member's inbox, once per feedback. */
export const feedbackReplyInput = z.object({ title: localizedText(200), content: localizedText(20_000) });
export type FeedbackReplyInput = z.input<typeof feedbackReplyInput>;

/** One item of GET /admin/feedback (type: contract/member-inbox.ts FEEDBACK_TYPES). */
export const feedbackRow = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;

export const feedbackReplyAnswer = z.object({ memberId: z.number().int(), messageId: z.number().int() });
