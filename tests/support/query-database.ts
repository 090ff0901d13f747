// Run with tsx: reads a stopped platform's database and prints the rows of each query as JSON (one
// array per query). Jest cannot load PGlite itself; a test whose platform owned a PGlite data
// directory reads it this way once the platform has stopped.
//   tsx tests/support/query-database.ts <dataDir> '<select …>' ['<select …>' …]   (or DATABASE_URL)
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../platform/src/core/database/client';
import { rowsOf } from '../../platform/src/core/database/rows-of';

async function main(dataDir: string, queries: string[]) {
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    const results = [];
    for (const query of queries) results.push(rowsOf(await database.db.execute(sql.raw(query))));
    process.stdout.write(JSON.stringify(results));
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
