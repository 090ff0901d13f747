// Jest's global teardown: ends any process a suite left running (reported, so the leak gets fixed),
// drops this run's PostgreSQL databases (its template and any a suite did not drop) and removes the
// run's folder.
import { rm } from 'node:fs/promises';
import postgres from 'postgres';
import { killMarked } from '../../scripts/test-run-leftovers.mjs';
import { ADMIN_URL, postgresReachable, runDatabasePrefix, runTemplateDatabase } from './platform/postgres-test-db';

export default async function globalTeardown(): Promise<void> {
  const runDir = process.env.TEST_RUN_DIR;
  if (!runDir) return;
  // Jest's own workers carry the variable too; they end by themselves.
  const left = killMarked('TEST_RUN_DIR', runDir, /jest-worker|processChild\.js/);
  for (const { pid, command } of left) console.warn(`jest: a test left process ${pid} running (${command}); ended it`);
  if (postgresReachable()) {
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
    try {
      const rows = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${runDatabasePrefix(runDir)}%`} or datname = ${runTemplateDatabase(runDir)}`;
      for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  }
  await rm(runDir, { recursive: true, force: true });
}
