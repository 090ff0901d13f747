// Playing games (spec §4 game launch, §7 launch game and recent games): the game sessions opened by
// launch tickets, every round played on the local vendor, and each member's recent games.
import { bigserial, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
