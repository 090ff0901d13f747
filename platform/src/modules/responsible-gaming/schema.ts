// Responsible gaming (issue 17): one row per member who uses any of it (the row every limit check
// locks, so a member's deposits, rounds and setting changes are checked one at a time), the limits
// with their cooling raise, and cool-off / self-exclusion periods. Nothing here expires by a job:
// a limit's pending value and an exclusion's end are read against the clock.
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const rgMembers = pgTable('rg_members', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  realityCheckMinutes: integer('reality_check_minutes'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

// kind deposit | loss | wager (amount in minor units, period day | week | month) or session
// (amount in minutes, period session). A raise or removal waits in pending_* until pending_from.
export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** null: no limit now (a limit set for the first time while a removal is pending is not possible). */
    amount: bigint('amount', { mode: 'bigint' }),
    /** With pending_from: the value from then on (null = removed). */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingFrom: at('pending_from'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

// kind cool_off | self_exclusion; ends_at null = permanent. Rows are never shortened or deleted.
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('rg_exclusions_member_idx').on(t.memberId, t.startsAt)],
);
