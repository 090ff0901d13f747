// Drizzle schema of the reference platform. Tables are named after the spec's entities (§3) and
// designed to grow: registration, SMS codes, deposits and agent contracts add tables, not rewrites.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    // 0 member, 1/2/41/42 agent types, 4 trial (spec §4).
    type: integer('type').notNull().default(0),
    parentId: integer('parent_id').references((): AnyPgColumn => members.id),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    payeeName: text('payee_name'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_account_key').on(t.account),
    index('members_parent_idx').on(t.parentId),
    index('members_created_idx').on(t.createdAt),
    // Staff look members up by real name and phone (migration 0040).
    index('members_payee_name_lower_idx').on(sql`lower(${t.payeeName})`),
    index('members_mobile_idx').on(t.mobile),
    index('members_payee_name_trgm_idx').using('gin', sql`${t.payeeName} gin_trgm_ops`),
    index('members_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
    index('members_account_trgm_idx').using('gin', sql`${t.account} gin_trgm_ops`),
    // The agents screen's tree, a page at a time (migration 0042).
    index('members_agents_by_parent_idx').on(t.parentId, t.account).where(sql`${t.type} in (1, 2, 41, 42)`),
  ],
);

// Only the sha256 of a token is stored; sessions expire 24 h after creation (fixed, not sliding).
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    device: text('device').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

// Every login attempt, including those for unknown accounts (member_id null), so that the captcha
// and lock rules can be applied per account name and per IP without revealing which accounts exist.
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_history_ip_at_idx').on(t.ip, t.at),
    index('login_history_account_at_idx').on(t.account, t.at),
    index('login_history_member_idx').on(t.memberId),
  ],
);

// Devices (a browser's device id, only its sha256 stored) that have logged in to an account: a login
// from one is judged by its own failures, not by its address's (domain/login-policy.ts, issue 27).
export const knownDevices = pgTable(
  'known_devices',
  {
    deviceHash: text('device_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceHash, t.memberId] }), index('known_devices_member_idx').on(t.memberId)],
);

// Consecutive login failures per (account name, scope): the device, the address (/64) or the
// account's new devices together; a scope locks by itself, so an attacker's lock is not the owner's.
export const loginScopeFailures = pgTable(
  'login_scope_failures',
  {
    account: text('account').notNull(),
    scope: text('scope').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.account, t.scope] }), index('login_scope_failures_last_idx').on(t.lastFailureAt)],
);

export const siteFlags = pgTable('site_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// A vendor card per (vassalage, game type): the upstream lists e.g. TCG_LOTTO_VN under both LOTT
// and ELOTT (spec §4 prize mode), so the code alone is not unique.
export const vendors = pgTable(
  'vendors',
  {
    code: text('code').notNull(), // the spec's "vassalage"
    name: text('name').notNull(),
    gameType: text('game_type').notNull(),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    // 'VASSALAGE' opens the vendor's game list popup, 'GAME' launches the vendor lobby (spec §3).
    isGame: text('is_game').notNull(),
    // The spec's "new vendors" call (§7) lists the cards marked new; the operator sets it.
    isNew: boolean('is_new').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.code, t.gameType] }), index('vendors_type_sort_idx').on(t.gameType, t.sort)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    gameCode: text('game_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    displayName: text('display_name').notNull(),
    isHot: smallint('is_hot').notNull().default(0),
    minBet: numeric('min_bet', { precision: 18, scale: 2 }).notNull(),
    lines: integer('lines').notNull(),
    hasJackpot: boolean('has_jackpot').notNull().default(false),
    // What the tile opens here (contract/games.ts LOCAL_GAMES), and whether that is a stand-in for a
    // game of another kind (the tile and the game page say so). No defaults: every row says both.
    localGame: text('local_game').notNull(),
    standIn: boolean('stand_in').notNull(),
    sort: integer('sort').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_game_code_key').on(t.gameCode),
    foreignKey({ columns: [t.vendorCode, t.gameType], foreignColumns: [vendors.code, vendors.gameType] }),
    index('games_type_vendor_sort_idx').on(t.gameType, t.vendorCode, t.sort),
    index('games_type_sort_idx').on(t.gameType, t.sort, t.id),
    // Keyword search is a case-insensitive substring match; a trigram index serves ILIKE '%x%'.
    index('games_display_name_trgm_idx').using('gin', sql`lower(${t.displayName}) gin_trgm_ops`),
    check('games_local_game', sql`${t.localGame} in ('SLOT', 'BACCARAT', 'DRAGON_TIGER', 'ROULETTE', 'SIC_BO', 'LOTTERY', 'EVENT_BOARD')`),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    key: text('key').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);
