// The local lottery: draws (one per market and issue, created with the sha256 of their seed, drawn
// and settled by the job queue) and the members' number bets on them.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DrawResult } from '../../../../contract/lottery';
import { games } from './schema-catalogue';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });

// state: open → drawn (numbers and seed out) → settled (every bet paid, once): compare-and-set moves.
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    issue: text('issue').notNull(),
    state: text('state').notNull().default('open'),
    closesAt: at('closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    seedHash: text('seed_hash').notNull(),
    // Kept secret (never sent) until the draw.
    seed: text('seed').notNull(),
    result: jsonb('result').$type<DrawResult>(),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_draws_market_issue_key').on(t.market, t.issue),
    index('lottery_draws_market_draw_at_idx').on(t.market, t.drawAt),
    index('lottery_draws_open_idx').on(t.drawAt).where(sql`state <> 'settled'`),
  ],
);

// One row per slip line; a slip's lines share its ledger entry (slip_key). Amounts in minor units.
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    slipKey: text('slip_key').notNull(),
    play: text('play').notNull(),
    number: text('number').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    odds: text('odds').notNull(),
    prizeMode: text('prize_mode').notNull(),
    state: text('state').notNull().default('placed'),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('lottery_bets_draw_idx').on(t.drawId),
    index('lottery_bets_member_placed_idx').on(t.memberId, t.placedAt),
    index('lottery_bets_slip_idx').on(t.slipKey),
    index('lottery_bets_placed_idx').on(t.placedAt),
    index('lottery_bets_paid_idx').on(t.settledAt).where(sql`${t.win} > 0`),
  ],
);
