/** @jest-environment node */
// Migration 0033 gives a database seeded before it what the seed now gives every tile (which local
// game it opens, and whether as a stand-in): its backfill, run over the whole seeded catalogue,
// agrees with seed/local-games.ts on every row.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/platform/src/core/database/client';
import { seedGames } from '@/platform/src/seed/games';
import { rowsOf } from '@/platform/src/core/database/rows-of';
import { postgresReachable, testDatabase } from './postgres-test-db';

const MIGRATION = path.join(__dirname, '../../../platform/migrations/0033_tile_local_games.sql');

/** The migration's UPDATE … SET a = CASE …, b = CASE … as a SELECT of both CASEs beside the stored values. */
async function backfillAsSelect(): Promise<string> {
  const text = await readFile(MIGRATION, 'utf8');
  const update = text.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "games" SET'))!;
  const assignments = update.slice(update.indexOf('SET') + 3).replace(/;\s*$/, '');
  const cases = assignments.replace(/"local_game" = CASE/, 'CASE').replace(/END,\s*"stand_in" = CASE/, 'END AS migrated_local_game, CASE');
  return `select game_code, display_name, local_game, stand_in, ${cases} AS migrated_stand_in from games`;
}

(postgresReachable() ? describe : describe.skip)('migration 0033 (tiles: local game and stand-in, PostgreSQL)', () => {
  jest.setTimeout(120_000);
  const database = testDatabase({ fresh: true });
  let opened: Database;

  beforeAll(async () => {
    opened = await openDatabase({ dataDir: '/nonexistent', databaseUrl: await database.create() });
    await opened.db.transaction((tx) => seedGames(tx));
  });

  afterAll(async () => {
    await opened?.close();
    await database.drop();
  });

  it('backfills every seeded tile as the seed does', async () => {
    const rows = rowsOf<{ game_code: string; display_name: string; local_game: string; stand_in: boolean; migrated_local_game: string; migrated_stand_in: boolean }>(
      await opened.db.execute(sql.raw(await backfillAsSelect())),
    );
    expect(rows.length).toBeGreaterThan(10_000);
    const differing = rows.filter((row) => row.local_game !== row.migrated_local_game || row.stand_in !== row.migrated_stand_in);
    expect(differing).toEqual([]);
    // Every kind the catalogue has is among them, stand-ins and not.
    expect(new Set(rows.map((row) => `${row.local_game}:${row.stand_in}`))).toEqual(
      new Set(['SLOT:false', 'SLOT:true', 'BACCARAT:false', 'BACCARAT:true', 'DRAGON_TIGER:false', 'ROULETTE:false', 'SIC_BO:false', 'LOTTERY:false', 'LOTTERY:true', 'EVENT_BOARD:false']),
    );
  });
});
