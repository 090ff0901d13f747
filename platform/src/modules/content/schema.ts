// Content the public portal shows (spec §3): banners by group, announcements (popups are
// announcements with an execution), notices and help-center articles.
// Text columns are { <language>: text } maps; the reader picks the caller's language, else English.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../core/localized';


export interface AnnouncementImage {
  sequence: number;
  /** Key of a generated image, served at /wps/content/image/<key>.png. */
  key: string;
}

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    // w_login, w_register, w_pagcor, w_leftmenu, w_home (spec §3).
    groupName: text('group_name').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    imageKey: text('image_key').notNull(),
    // Where a click goes: 'NONE', 'INTERNAL' (a portal path) or 'EXTERNAL' (a full URL).
    linkageType: text('linkage_type').notNull().default('NONE'),
    url: text('url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_group_sort_idx').on(t.groupName, t.sort)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    // B, PL, PU, PR, H (spec §3).
    type: text('type').notNull(),
    // Popups (spec §3): A logged in, B anonymous, F first login; null = not a popup.
    execution: text('execution'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    images: jsonb('images').$type<AnnouncementImage[]>().notNull().default([]),
    promotionType: text('promotion_type'),
    sequence: integer('sequence').notNull().default(0),
    // An on-load popup (A, B) the daily rule does not hold back: it shows on every visit (issue #30).
    mustSee: boolean('must_see').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_type_idx').on(t.type, t.sequence)],
);

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  // A stable anchor (`term` is the terms, spec §2 /help#term).
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
});
