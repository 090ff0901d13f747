// The member's avatar (spec §7 "Member icon"): one re-encoded 256 px WebP per member; `version`
// changes with every upload so the portal's image URL changes with it.
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema-members';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const memberAvatars = pgTable('member_avatars', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
