// The messages (messageV2) of an agent or a member — one store for both inboxes. Messages are read,
// marked and deleted only by their recipient: every query here is scoped by the caller's id; a
// deleted message is hidden from it.
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { MessagesPage } from '../../../../../contract/agent-transfers';
import { pickLanguage } from '../../../core/localized';
import type { Executor } from '../../../core/database/client';
import { agentMessages } from '../schema-agent-transfers';

export async function unreadCount(ex: Executor, recipientId: number): Promise<number> {
  const [row] = await ex
    .select({ unread: count() })
    .from(agentMessages)
    .where(and(eq(agentMessages.recipientId, recipientId), isNull(agentMessages.readAt), isNull(agentMessages.deletedAt)));
  return row.unread;
}

export async function listMessages(
  ex: Executor,
  recipientId: number,
  query: { page: number; size: number; unreadOnly: boolean },
  language?: string,
): Promise<MessagesPage> {
  const where: SQL[] = [eq(agentMessages.recipientId, recipientId), isNull(agentMessages.deletedAt)];
  if (query.unreadOnly) where.push(isNull(agentMessages.readAt));
  const [rows, [{ total }], unread] = await Promise.all([
    ex
      .select()
      .from(agentMessages)
      .where(and(...where))
      .orderBy(desc(agentMessages.sentAt), desc(agentMessages.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ex.select({ total: count() }).from(agentMessages).where(and(...where)),
    unreadCount(ex, recipientId),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: pickLanguage(row.title, language),
      content: pickLanguage(row.content, language),
      sender: row.sender,
      read: row.readAt !== null,
      sentAt: row.sentAt.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total,
    unread,
  };
}

/** Marks the recipient's own messages read (ids of anyone else's change nothing); the unread count after. */
export async function markRead(ex: Executor, recipientId: number, ids: number[] | 'all'): Promise<number> {
  const mine = and(eq(agentMessages.recipientId, recipientId), isNull(agentMessages.readAt), isNull(agentMessages.deletedAt));
  await ex
    .update(agentMessages)
    .set({ readAt: new Date() })
    .where(ids === 'all' ? mine : and(mine, inArray(agentMessages.id, ids)));
  return unreadCount(ex, recipientId);
}

/** Hides the recipient's own messages (ids of anyone else's change nothing); the unread count after. */
export async function deleteMessages(ex: Executor, recipientId: number, ids: number[]): Promise<{ deleted: number; unread: number }> {
  const deleted = await ex
    .update(agentMessages)
    .set({ deletedAt: new Date() })
    .where(and(eq(agentMessages.recipientId, recipientId), isNull(agentMessages.deletedAt), inArray(agentMessages.id, ids)))
    .returning({ id: agentMessages.id });
  return { deleted: deleted.length, unread: await unreadCount(ex, recipientId) };
}
