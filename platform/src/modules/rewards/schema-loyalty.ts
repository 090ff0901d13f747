// Loyalty (contract/loyalty.ts): rebate settings per product series and the rebate claims (each
// claim covers the member's valid bets between the end of the previous claim and its own end: the
// cursor row is moved by compare-and-set, so a period is paid once); VIP levels and each member's
// level; missions with milestones and the claimed milestones. Money moves only through the ledger.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';
import type { LocalizedText } from '../../core/localized';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const rebateSettings = pgTable('rebate_settings', {
  series: text('series').primaryKey(),
  rateBp: integer('rate_bp').notNull(),
  turnoverMultiple: smallint('turnover_multiple').notNull().default(0),
  enabled: smallint('enabled').notNull().default(1),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Where each member's claimed rebate ends: the next claim counts bets from here. */
export const rebateCursors = pgTable('rebate_cursors', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  claimedTo: at('claimed_to').notNull(),
});

export interface RebateClaimItem {
  series: string;
  betMinor: string;
  rateBp: number;
  amountMinor: string;
}

export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    mode: text('mode').notNull(),
    periodFrom: at('period_from'),
    periodTo: at('period_to').notNull(),
    validBet: minor('valid_bet').notNull(),
    amount: minor('amount').notNull(),
    items: jsonb('items').$type<RebateClaimItem[]>().notNull(),
    entryKey: text('entry_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rebate_claims_entry_key').on(t.entryKey), index('rebate_claims_member_idx').on(t.memberId, t.createdAt)],
);

export const vipLevels = pgTable('vip_levels', {
  level: smallint('level').primaryKey(),
  name: text('name').notNull(),
  monthlyTurnover: minor('monthly_turnover').notNull(),
  totalTurnover: minor('total_turnover').notNull(),
  upgradeReward: minor('upgrade_reward').notNull().default(sql`0`),
  turnoverMultiple: smallint('turnover_multiple').notNull().default(0),
  rebateBoostBp: integer('rebate_boost_bp').notNull().default(0),
});

export const memberVip = pgTable('member_vip', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  level: smallint('level').notNull(),
  /** The month (YYYY-MM, site time) the last monthly review covered for this member. */
  reviewedMonth: text('reviewed_month'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export interface MissionMilestoneRow {
  /** Minor units (turnover) or a count (rounds). */
  target: string;
  rewardMinor: string;
}

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    metric: text('metric').notNull(),
    series: text('series').notNull().default('ALL'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    milestones: jsonb('milestones').$type<MissionMilestoneRow[]>().notNull(),
    turnoverMultiple: smallint('turnover_multiple').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('missions_period_idx').on(t.startAt, t.endAt)],
);

export const missionClaims = pgTable(
  'mission_claims',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    milestone: smallint('milestone').notNull(),
    reward: minor('reward').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.missionId, t.milestone] })],
);
