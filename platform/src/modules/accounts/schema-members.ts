// Members and their sign-in state: the member row, sessions, login history, known devices, login
// failures per scope and captcha challenges. Tables are named after the spec's entities (§3).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
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
// from one is judged by its own failures, not by its address's (modules/accounts/rules/login-policy.ts, issue 27).
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

/** What the operator's staff stopped for one member (rules/member-blocks.ts); no row: nothing. */
export const memberBlocks = pgTable('member_blocks', {
  memberId: integer('member_id').primaryKey(),
  deposit: boolean('deposit').notNull().default(false),
  bet: boolean('bet').notNull().default(false),
  withdrawal: boolean('withdrawal').notNull().default(false),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Switches an upline agent sets (DOWNMAN "account status", "game status"; agents' agent-downlines.ts),
// checked at every login and launch (queries/member-status.ts). No row: both enabled.
export const memberAccountStatus = pgTable('member_account_status', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  accountEnabled: boolean('account_enabled').notNull().default(true),
  gameEnabled: boolean('game_enabled').notNull().default(true),
  updatedBy: integer('updated_by').references(() => members.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
