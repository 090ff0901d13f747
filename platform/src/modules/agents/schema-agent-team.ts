// The agent's team (money-and-agents §5.3, §5.4): rebate rates per product series, the account and
// game switches an agent sets on its direct downlines, and affiliate (registration) links.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });

// A member's rebate per series, in basis points (1.25 % = 125). No row means 0.
export const memberRebates = pgTable(
  'member_rebates',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    series: text('series').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.series] }), check('member_rebates_rate_range', sql`${t.rateBp} between 0 and 10000`)],
);

// An agent's registration link: its code registers a new account under the agent, of the link's
// type and with the link's rebates (basis points per series), until it expires or is deleted.
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    accountType: integer('account_type').notNull(),
    expiry: text('expiry').notNull(),
    channel: text('channel').notNull(),
    channelName: text('channel_name'),
    rebates: jsonb('rebates').$type<Record<string, number>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [uniqueIndex('affiliate_links_code_key').on(t.code), index('affiliate_links_agent_idx').on(t.agentId, t.createdAt)],
);
