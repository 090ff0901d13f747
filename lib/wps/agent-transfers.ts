import 'server-only';
import { z } from 'zod';
import {
  agentAnnouncementsAnswer,
  agentTransferReceipt,
  messagesPage,
  payeesPage,
  transferEnabledAnswer,
  unreadCountAnswer,
  type AgentAnnouncement,
  type AgentTransferReceipt,
  type MarkReadBody,
  type MessagesPage,
  type PayeesPage,
  type PayeesQuery,
  type RedEnvelopeBody,
  type TransferDownlineBody,
  type TransferEnabledAnswer,
} from '@/contract/agent-transfers';
import { wpsFetch, type WpsCaller } from './client';

/** GET /wps/agent/transferEnabled (token, agents): limits, balance, funds password set. */
export function transferEnabled(caller: WpsCaller): Promise<TransferEnabledAnswer> {
  return wpsFetch('/wps/agent/transferEnabled', { schema: transferEnabledAnswer, caller });
}

/** GET /wps/agent/transferPayees (token, agents): the caller's downlines (whole subtree), searched and paged. */
export function transferPayees(caller: WpsCaller, query: PayeesQuery): Promise<PayeesPage> {
  return wpsFetch('/wps/agent/transferPayees', { schema: payeesPage, caller, query: { ...query } });
}

/** PUT /wps/agent/transferDownline (token, encrypt, funds password, Idempotency-Key). */
export function transferDownline(caller: WpsCaller, body: TransferDownlineBody, idempotencyKey: string): Promise<AgentTransferReceipt> {
  return wpsFetch('/wps/agent/transferDownline', { schema: agentTransferReceipt, caller, method: 'PUT', body, encrypt: true, idempotencyKey });
}

/** POST /wps/agent/redEnvelope (token, encrypt, funds password, Idempotency-Key): many payees, one entry. */
export function redEnvelope(caller: WpsCaller, body: RedEnvelopeBody, idempotencyKey: string): Promise<AgentTransferReceipt> {
  return wpsFetch('/wps/agent/redEnvelope', { schema: agentTransferReceipt, caller, method: 'POST', body, encrypt: true, idempotencyKey });
}

/** GET /wps/agent/announcements (token, agents): agent announcements (AGENTANNOUNCE3) in the caller's language. */
export function agentAnnouncements(caller: WpsCaller): Promise<AgentAnnouncement[]> {
  return wpsFetch('/wps/agent/announcements', { schema: agentAnnouncementsAnswer, caller, query: { lang: caller.language } });
}

/** GET /wps/agent/messages (token, agents): the caller's own messages (messageV2). */
export function agentMessages(caller: WpsCaller, query: { page: number; size: number; unread?: 'true' | 'false' }): Promise<MessagesPage> {
  return wpsFetch('/wps/agent/messages', { schema: messagesPage, caller, query: { ...query, lang: caller.language } });
}

export function agentUnreadCount(caller: WpsCaller): Promise<{ unread: number }> {
  return wpsFetch('/wps/agent/messages/unreadCount', { schema: unreadCountAnswer, caller });
}

/** PUT /wps/agent/messages/read: the given messages of the caller (or all) read; the unread count after. */
export function markMessagesRead(caller: WpsCaller, body: MarkReadBody): Promise<{ unread: number }> {
  return wpsFetch('/wps/agent/messages/read', { schema: z.object({ unread: z.number() }), caller, method: 'PUT', body });
}
