import 'server-only';
import { z } from 'zod';
import { audienceCount, broadcastAnswer, broadcastRow, feedbackReplyAnswer, feedbackRow, type BroadcastRequest, type FeedbackReplyInput } from '../../../contract/inbox-admin';
import type { MessageAudience } from '../../../contract/member-inbox';
import { adminCall, segment } from './admin-fetch';

// Broadcasts to members' inboxes and replies to their feedback (inbox:read to list and count;
// inbox:send to send or reply, the platform checks it).

export async function listBroadcasts(token: string) {
  return (await adminCall({ method: 'GET', path: '/messages', token }, z.array(broadcastRow))).value;
}

export async function countAudience(token: string, audience: MessageAudience) {
  return (await adminCall({ method: 'GET', path: '/messages/audience', token, query: { ...audience } }, audienceCount)).value;
}

/** The form's key goes as the `Idempotency-Key` header: a retried send reaches each member once. */
export async function sendBroadcast(token: string, { idempotencyKey, ...input }: BroadcastRequest) {
  return (await adminCall({ method: 'POST', path: '/messages', token, body: input, idempotencyKey }, broadcastAnswer)).value;
}

/** The latest feedback, newest first. */
export async function listFeedback(token: string) {
  return (await adminCall({ method: 'GET', path: '/feedback', token, query: { limit: '100' } }, z.array(feedbackRow))).value;
}

/** The reply reaches the member's inbox; a second reply to the same feedback is refused (409 feedback_replied). */
export async function replyToFeedback(token: string, id: number, input: FeedbackReplyInput) {
  return (await adminCall({ method: 'POST', path: `/feedback/${segment(id)}/reply`, token, body: input }, feedbackReplyAnswer)).value;
}
