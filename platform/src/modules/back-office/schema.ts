// The operator's staff, their roles, sessions and machine keys, and the audit trail (migration 0034).
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const staffRoles = pgTable('staff_roles', {
  name: text('name').primaryKey(),
  permissions: text('permissions').array().notNull().default([]),
  allowedAddresses: text('allowed_addresses').array().notNull().default([]),
  builtin: boolean('builtin').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  role: text('role')
    .notNull()
    .references(() => staffRoles.name),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  totpEnrolledAt: at('totp_enrolled_at'),
  disabledAt: at('disabled_at'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: at('locked_until'),
  lastLoginAt: at('last_login_at'),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const staffEnrolments = pgTable('staff_enrolments', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    address: text('address').notNull(),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId, t.createdAt)],
);

export const machineKeys = pgTable('machine_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  keyHash: text('key_hash').notNull().unique(),
  permissions: text('permissions').array().notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  lastUsedAt: at('last_used_at'),
  revokedAt: at('revoked_at'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actor: text('actor').notNull(),
    address: text('address'),
    action: text('action').notNull(),
    permission: text('permission'),
    objectType: text('object_type'),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    status: integer('status').notNull(),
  },
  (t) => [index('audit_log_object_idx').on(t.objectType, t.objectId, t.id), index('audit_log_actor_idx').on(t.actor, t.id)],
);

// The operator's controls on a member (migration 0037).
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    text: text('text').notNull(),
    tags: text('tags').array().notNull().default([]),
    author: text('author').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);
