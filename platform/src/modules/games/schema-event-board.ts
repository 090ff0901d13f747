// The local vendor's demo event boards: events (one per board and slot, created with the sha256 of
// their seed, settled once by the job queue) and the members' single bets on them.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EventLines, EventResult } from '../../../../contract/event-board';
import type { EventModel, EventOdds } from './rules/event-board';
import { games } from './schema-catalogue';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });

// state: open → settled (result out, every bet paid once): a compare-and-set move.
export const boardEvents = pgTable(
  'board_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    board: text('board').notNull(),
    slot: text('slot').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    // The true probabilities (per mille) and the odds offered now, moved by the board's ticks.
    model: jsonb('model').$type<EventModel>().notNull(),
    odds: jsonb('odds').$type<EventOdds>().notNull(),
    // The handicap and over/under lines with their prices (sports, e-sports), moved with the odds.
    lines: jsonb('lines').$type<EventLines>(),
    oddsMove: integer('odds_move').notNull().default(0),
    state: text('state').notNull().default('open'),
    closesAt: at('closes_at').notNull(),
    seedHash: text('seed_hash').notNull(),
    // Kept secret (never sent) until the event is settled.
    seed: text('seed').notNull(),
    result: jsonb('result').$type<EventResult>(),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('board_events_board_slot_key').on(t.board, t.slot),
    index('board_events_board_closes_idx').on(t.board, t.closesAt),
    index('board_events_open_idx').on(t.closesAt).where(sql`state = 'open'`),
  ],
);

// One row per single bet (its own ledger entry, keyed by the member's idempotency key). Minor units.
export const boardBets = pgTable(
  'board_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => boardEvents.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    betKey: text('bet_key').notNull(),
    market: text('market').notNull().default('1X2'),
    pick: text('pick').notNull(),
    // The pick's own line on a handicap or over/under bet (the away side's on an away handicap).
    line: text('line'),
    odds: text('odds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    state: text('state').notNull().default('placed'),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('board_bets_bet_key').on(t.betKey),
    index('board_bets_event_idx').on(t.eventId),
    index('board_bets_member_placed_idx').on(t.memberId, t.placedAt),
    index('board_bets_placed_idx').on(t.placedAt),
    index('board_bets_paid_idx').on(t.settledAt).where(sql`${t.payout} > 0`),
  ],
);
