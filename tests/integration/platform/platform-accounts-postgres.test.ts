/** @jest-environment node */
// The accounts contract against PostgreSQL: a fresh database per run, dropped afterwards.
// Skipped (with the reason logged) when nothing accepts connections on 127.0.0.1:5432.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { defineAccountsSuite } from './accounts-contract';

const ADMIN_URL = process.env.PLATFORM_TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function postgresReachable(): boolean {
  const { hostname, port } = new URL(ADMIN_URL);
  try {
    execFileSync(process.execPath, [
      '-e',
      `require('net').connect(${Number(port || 5432)}, ${JSON.stringify(hostname)})
        .on('connect', () => process.exit(0)).on('error', () => process.exit(1));`,
    ], { timeout: 5_000, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the PostgreSQL accounts suite: nothing accepts connections for ${ADMIN_URL}`);

(reachable ? describe : describe.skip)('platform accounts on PostgreSQL', () => {
  const database = `platform_accounts_test_${randomBytes(6).toString('hex')}`;
  const adminSql = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });

  defineAccountsSuite(async () => {
    await adminSql.unsafe(`create database "${database}"`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    return { DATABASE_URL: url.toString() };
  });

  afterAll(async () => {
    await adminSql.unsafe(`drop database if exists "${database}" with (force)`);
    await adminSql.end();
  });
});
