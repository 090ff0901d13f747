import 'server-only';
import { z } from 'zod';
import { audienceCount, broadcastAnswer, broadcastRow, type BroadcastRequest } from '../../../contract/inbox-admin';
import type { MessageAudience } from '../../../contract/member-inbox';
import { adminCall } from './admin-fetch';

// Broadcasts to members' inboxes (inbox:read to list and count; inbox:send to send, the platform checks it).

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
