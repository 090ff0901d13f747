// A throw-away PostgreSQL database for tests, when a server answers on 127.0.0.1:5432.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export const ADMIN_URL = process.env.PLATFORM_TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function postgresReachable(): boolean {
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

/** Creates a fresh database; `drop()` removes it. */
export function testDatabase() {
  const database = `platform_test_${randomBytes(6).toString('hex')}`;
  const adminSql = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  return {
    async create(): Promise<string> {
      await adminSql.unsafe(`create database "${database}"`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${database}`;
      return url.toString();
    },
    async drop(): Promise<void> {
      await adminSql.unsafe(`drop database if exists "${database}" with (force)`);
      await adminSql.end();
    },
  };
}
