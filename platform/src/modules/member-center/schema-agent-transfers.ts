// Agent and member messages (spec §2 messageV2, "platform information"; money-and-agents §4 message centre):
// the platform's messages addressed to one agent, with their read state. Transfers need no table of
// their own: each is one journal entry (kind agent_transfer / agent_red_envelope) posted by the agent.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';
import type { LocalizedText } from '../../core/localized';

export const agentMessages = pgTable(
  'agent_messages',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => members.id),
    // Who sent it, as shown: 'platform' for the operator's notices.
    sender: text('sender').notNull().default('platform'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // The member inbox (messageV2 of the personal center) shares this store: a deleted message is
    // kept for the operator's record and hidden from its recipient.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('agent_messages_recipient_idx').on(t.recipientId, t.sentAt)],
);
