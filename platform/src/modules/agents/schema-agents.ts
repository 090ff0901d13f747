// The agent tree (spec §1, §6): every member's ancestors as a closure table, so "inside the
// caller's subtree" is one indexed join on any table keyed by member. A member is its own
// ancestor at depth 0. Rows are written by a trigger on members (migration 0009), never by code.
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';

export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id),
    depth: integer('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.descendantId] }), index('member_tree_descendant_idx').on(t.descendantId, t.depth)],
);
