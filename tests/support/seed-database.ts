// Run with tsx: migrates and seeds a platform database as a first start does (without the demo team),
// and nothing more — no jobs, no scheduled rounds or events. The jest run's seeded templates.
//   tsx tests/support/seed-database.ts <dataDir>        (PGlite in <dataDir>/pgdata, or DATABASE_URL)
import { openDatabase } from '../../platform/src/core/database/client';
import { seedJackpot } from '../../platform/src/modules/games/queries/jackpot';
import { seedIfEmpty } from '../../platform/src/seed';

async function main(dataDir: string) {
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    await seedIfEmpty(database.db, { demoTeam: false });
    await seedJackpot(database.db, undefined);
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
