// Feedback and complaints (spec §3 Feedback: content, type; §5 Feedback): what a member sent and the
// operator's reply, which reaches the member as an inbox message (agent_messages).
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';
import { agentMessages } from './schema-agent-transfers';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    // Spec §3 question types: 0 other, 1 deposit, 2 withdraw, 3 game, 4 service, 6 apply-agent.
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replyMessageId: integer('reply_message_id').references(() => agentMessages.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt), index('feedback_member_idx').on(t.memberId, t.createdAt)],
);
