// A throw-away PostgreSQL database for tests, when a server answers on 127.0.0.1:5432.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import { seedTemplate } from './platform-process';
import { postgresTemplate } from './seeded-template';

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

function databaseUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

const runTag = (runDir?: string) => (runDir ? path.basename(runDir).replace(/[^a-z0-9]/gi, '').toLowerCase() : 'x');

/** The prefix of the databases a jest run creates (named for its folder), so its teardown finds leftovers. */
export function runDatabasePrefix(runDir = process.env.TEST_RUN_DIR): string {
  return `platform_test_${runTag(runDir)}_`;
}

/** The run's seeded template database. */
export function runTemplateDatabase(runDir = process.env.TEST_RUN_DIR): string {
  return `platform_tpl_${runTag(runDir)}`;
}

/**
 * Creates a database; `drop()` removes it. Within a jest run it is a copy of the run's migrated and
 * seeded template (`fresh: true` asks for an empty one, which the platform then migrates and seeds).
 */
export function testDatabase({ fresh = false }: { fresh?: boolean } = {}) {
  const database = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  const adminSql = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  return {
    async create(): Promise<string> {
      const template = fresh ? undefined : await postgresTemplate(seedTemplate, async () => {
        const name = runTemplateDatabase();
        await adminSql.unsafe(`create database "${name}"`);
        return { name, url: databaseUrl(name) };
      });
      await adminSql.unsafe(template ? `create database "${database}" template "${template}"` : `create database "${database}"`);
      return databaseUrl(database);
    },
    async drop(): Promise<void> {
      await adminSql.unsafe(`drop database if exists "${database}" with (force)`);
      await adminSql.end();
    },
  };
}
