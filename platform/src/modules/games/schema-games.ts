// Playing games (spec §4 game launch, §7 launch game and recent games): the game sessions opened by
// launch tickets, every round played on the local vendor, and each member's recent games.
import { bigint, bigserial, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './schema-catalogue';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });

// A launch ticket opens exactly one session (its nonce is the id); the page then plays with a
// random token of which only the sha256 is kept.
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    vendor: text('vendor').notNull(),
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    // Provably fair: every spin of the session is HMAC-SHA256(server_seed, spin id); only
    // seed_hash is shown until the session has ended (then the seed is revealed).
    serverSeed: text('server_seed'),
    seedHash: text('seed_hash'),
    // The ledger account the session's spins debit and credit (modules/ledger/rules/play-wallet.ts), decided when
    // it opened; null for sessions opened before (they play from the main wallet).
    wallet: text('wallet'),
  },
  (t) => [uniqueIndex('game_sessions_token_hash_key').on(t.tokenHash), index('game_sessions_member_idx').on(t.memberId)],
);

// One row per spin. (member, spin id) is unique: a retried spin finds its round instead of paying twice.
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys (migration 0024: each would lock its parent row on every spin); what they name
    // is permanent, and reconcile counts a round whose member, game or session does not exist.
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    sessionId: text('session_id').notNull(),
    spinId: text('spin_id').notNull(),
    bet: numeric('bet', { precision: 18, scale: 2 }).notNull(),
    win: numeric('win', { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 18, scale: 2 }).notNull(),
    reels: jsonb('reels').$type<string[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rounds_member_spin_key').on(t.memberId, t.spinId),
    index('game_rounds_member_created_idx').on(t.memberId, t.createdAt),
    // The operator's daily report reads every round of a time range (migration 0043).
    index('game_rounds_created_idx').on(t.createdAt),
  ],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playedAt: at('played_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member_played_idx').on(t.memberId, t.playedAt)],
);

// Every real win of real money, written with its round in the spin's own statement (game-play.ts):
// the member and the round (above) it came from. The winner board (content's winners.ts) lists them
// joined to the round and its ledger entry; invented rows of old (no member) were deleted (0030).
export const gameWins = pgTable(
  'game_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerName: text('customer_name').notNull(),
    // No foreign keys (migration 0024): a member and a played game are permanent; reconcile checks both.
    memberId: integer('member_id'),
    roundId: bigint('round_id', { mode: 'number' }),
    gameId: integer('game_id').notNull(),
    winAmount: numeric('win_amount', { precision: 18, scale: 2 }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_wins_won_at_idx').on(t.wonAt), index('game_wins_real_won_at_idx').on(t.memberId, t.wonAt)],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);
