// Run with tsx before a test platform starts: opens its database (PLATFORM_DATA_DIR's PGlite, or
// DATABASE_URL), migrates and seeds it like the platform would, and sets funds passwords.
//   tsx tests/support/plant-funds-password.ts <dataDir> <account>=<password> ...
// The funds-password routes live on another branch; tests of transfers need one set.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../platform/src/core/database/client';
import { members } from '../../platform/src/modules/accounts/schema-members';
import { fundsPasswords } from '../../platform/src/modules/accounts/schema-accounts';
import { seedIfEmpty } from '../../platform/src/seed';
import { hashPassword } from '../../platform/src/modules/accounts/rules/password';

async function main(dataDir: string, pairs: string[]) {
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    await seedIfEmpty(database.db, { demoTeam: process.env.SEED_DEMO_TEAM === 'on' });
    for (const pair of pairs) {
      const [account, password] = pair.split('=');
      const [member] = await database.db.select({ id: members.id }).from(members).where(eq(members.account, account));
      const hash = await hashPassword(password);
      await database.db.insert(fundsPasswords).values({ memberId: member.id, hash }).onConflictDoUpdate({ target: fundsPasswords.memberId, set: { hash } });
    }
  } finally {
    await database.close();
  }
}

const [dataDir, ...pairs] = process.argv.slice(2);
main(dataDir, pairs).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
