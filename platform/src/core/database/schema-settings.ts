// The operator's key-value settings and the site flags (spec §3): read by many capabilities, each
// through its own settings store, so the tables belong to no one capability.
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const siteFlags = pgTable('site_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
