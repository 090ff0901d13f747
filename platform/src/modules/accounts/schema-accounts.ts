// Accounts: registration details, SMS and e-mail outboxes, verification codes, second-factor
// challenges, password resets and third-party sign-in identities (spec §3, §4, §8).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });

// One row per member for what registration and the security center collect beyond the login basics.
export const memberProfiles = pgTable(
  'member_profiles',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    countryDialingCode: text('country_dialing_code'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    birthday: text('birthday'),
    paymentPasswordHash: text('payment_password_hash'),
    // The agent code this member registered with, and the agent's own code to invite others.
    registeredAffiliateCode: text('registered_affiliate_code'),
    affiliateCode: text('affiliate_code'),
    referralCode: text('referral_code'),
    recommenderId: text('recommender_id'),
    registerIp: text('register_ip'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    // Google authenticator (TOTP): the base32 secret, active once a first code was confirmed.
    totpSecret: text('totp_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    emailVerifiedAt: at('email_verified_at'),
    mobileVerifiedAt: at('mobile_verified_at'),
    // The security center's profile fields (spec §3 "further profile labels"; migration 0021).
    gender: text('gender'),
    address: text('address'),
    permanentAddress: text('permanent_address'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    sourceOfIncome: text('source_of_income'),
    placeOfBirth: text('place_of_birth'),
    telegram: text('telegram'),
    zalo: text('zalo'),
    // The member's language (contract/member-language.ts; migration 0029): inbox and text messages.
    language: text('language'),
  },
  (t) => [uniqueIndex('member_profiles_affiliate_code_key').on(t.affiliateCode), check('member_profiles_language', sql`${t.language} is null or ${t.language} ~ '^[a-z]{2,3}(-[A-Z]{2})?$'`)],
);

// What the local SMS gateway "sent": read by tests and by developers through the operator CLI.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

// One-time codes sent by SMS; only a hash is kept. purpose: login, register, reset, verify.
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('verification_codes_recipient_idx').on(t.recipient, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

// A login that passed the password but waits for a second verification (unrecorded IP).
export const loginChallenges = pgTable(
  'login_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    loginType: text('login_type').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [index('login_challenges_member_idx').on(t.memberId)],
);

// Links mailed by the forgot-password-by-e-mail flow; only a hash of the token is kept.
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId)],
);

// Third-party sign-in (LINE, Google through OpenID Connect): provider + subject → member.
export const externalIdentities = pgTable(
  'external_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    email: text('email'),
    linkedAt: at('linked_at').notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('external_identities_key').on(t.provider, t.subject), index('external_identities_member_idx').on(t.memberId)],
);

// The member's funds (withdrawal) password (rules/funds-password.ts): the cashier checks it before a
// card is bound or a withdrawal made.
export const fundsPasswords = pgTable('funds_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  hash: text('hash').notNull(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
