// The game catalogue: vendor cards and their games (spec §3 vendors and games).
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
