// The local table games (baccarat, dragon tiger, roulette, sic bo; a table each): shared rounds
// (open → dealt → settled, compare-and-set) created with the sha256 of their seed, and the members'
// bets on them (amounts in minor units).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LiveResult } from '../../../../contract/live-table';
import { games } from './schema-catalogue';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableCode: text('table_code').notNull(),
    roundNo: integer('round_no').notNull(),
    state: text('state').notNull().default('open'),
    closesAt: at('closes_at').notNull(),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed').notNull(),
    result: jsonb('result').$type<LiveResult>(),
    dealtAt: at('dealt_at'),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('live_rounds_table_round_key').on(t.tableCode, t.roundNo), index('live_rounds_unsettled_idx').on(t.closesAt).where(sql`state <> 'settled'`)],
);

export const liveBets = pgTable(
  'live_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => liveRounds.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    betKey: text('bet_key').notNull(),
    side: text('side').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    state: text('state').notNull().default('placed'),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('live_bets_round_idx').on(t.roundId),
    index('live_bets_member_placed_idx').on(t.memberId, t.placedAt),
    index('live_bets_placed_idx').on(t.placedAt),
    index('live_bets_paid_idx').on(t.settledAt).where(sql`${t.payout} > 0`),
  ],
);
