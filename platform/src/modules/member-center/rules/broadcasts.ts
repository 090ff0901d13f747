// Operator messages to members' inboxes (issue #28 "inbox broadcasts"): each send is one row here and
// one message per recipient, in one transaction. A send with an idempotency key reaches each member
// once however often it is retried: a second request with the key waits on the key's unique index,
// then answers the first send; the same key with another audience or other words is refused.
import { desc, eq } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BroadcastRow } from '../../../../../contract/inbox-admin';
import type { MessageAudience } from '../../../../../contract/member-inbox';
import type { Db } from '../../../core/database/client';
import { idempotencyErrors, requestHash } from '../../ledger';
import { audienceIds, sendMessages } from '../queries/member-inbox';
import type { LocalizedText } from '../../../core/localized';
import { errors } from '../../../core/http/envelope';

export const inboxBroadcasts = pgTable('inbox_broadcasts', {
  id: serial('id').primaryKey(),
  idempotencyKey: text('idempotency_key').unique(),
  requestHash: text('request_hash').notNull(),
  audience: jsonb('audience').$type<MessageAudience>().notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  recipients: integer('recipients').notNull(),
  sentBy: text('sent_by').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface Broadcast {
  audience: MessageAudience;
  title: LocalizedText;
  content: LocalizedText;
  sender?: string;
}

export interface BroadcastSent {
  id: number;
  recipients: number;
  /** The member ids it reached now (none on a replay): their unread counts changed. */
  reached: number[];
  replayed: boolean;
}

/** How many members an audience reaches now: real members, less those who opted out of marketing (one named member always). */
export async function audienceSize(db: Db, audience: MessageAudience): Promise<number> {
  return (await audienceIds(db, audience)).length;
}

export async function sendBroadcast(db: Db, broadcast: Broadcast, by: { actor: string; key?: string }): Promise<BroadcastSent> {
  const hash = requestHash('broadcast', broadcast);
  return db.transaction(async (tx) => {
    // The key's row first: a concurrent send with the same key waits here until this one commits.
    const [claimed] = await tx
      .insert(inboxBroadcasts)
      .values({ idempotencyKey: by.key ?? null, requestHash: hash, audience: broadcast.audience, title: broadcast.title, content: broadcast.content, recipients: 0, sentBy: by.actor })
      .onConflictDoNothing({ target: inboxBroadcasts.idempotencyKey })
      .returning({ id: inboxBroadcasts.id });
    if (!claimed) {
      const [first] = await tx.select().from(inboxBroadcasts).where(eq(inboxBroadcasts.idempotencyKey, by.key!));
      if (first.requestHash !== hash) throw idempotencyErrors.reused();
      return { id: first.id, recipients: first.recipients, reached: [], replayed: true };
    }
    const ids = await audienceIds(tx, broadcast.audience);
    if (ids.length === 0 && broadcast.audience.to !== 'all') throw errors.notFound('No real member in this audience');
    const sent = await sendMessages(tx, ids, { title: broadcast.title, content: broadcast.content, sender: broadcast.sender });
    await tx.update(inboxBroadcasts).set({ recipients: sent.length }).where(eq(inboxBroadcasts.id, claimed.id));
    return { id: claimed.id, recipients: sent.length, reached: ids, replayed: false };
  });
}

/** The latest sends, newest first. */
export async function listBroadcasts(db: Db, limit: number): Promise<BroadcastRow[]> {
  const rows = await db
    .select({ id: inboxBroadcasts.id, audience: inboxBroadcasts.audience, title: inboxBroadcasts.title, recipients: inboxBroadcasts.recipients, sentBy: inboxBroadcasts.sentBy, sentAt: inboxBroadcasts.sentAt })
    .from(inboxBroadcasts)
    .orderBy(desc(inboxBroadcasts.sentAt), desc(inboxBroadcasts.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}

