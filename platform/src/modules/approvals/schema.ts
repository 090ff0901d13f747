// Four-eyes approvals (migration 0035): a request for a second staff member's decision.
import { bigint, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const approvalRequests = pgTable('approval_requests', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  memberId: integer('member_id').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  params: jsonb('params').notNull(),
  requestKey: text('request_key').notNull().unique(),
  requestedBy: text('requested_by').notNull(),
  reason: text('reason').notNull(),
  state: text('state').notNull().default('pending'),
  decidedBy: text('decided_by'),
  decisionReason: text('decision_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});
