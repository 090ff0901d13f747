// Seeded templates of the test platform's database, made once per jest run and copied per suite:
// a migrated and seeded PGlite data directory, and a PostgreSQL database that `create database …
// template` copies. The first worker that needs one builds it under a lock in the run's folder
// (tests/integration/global-setup.ts); the others wait for it. Outside such a run (no TEST_RUN_DIR)
// there is no template, and every platform migrates and seeds its own database as before.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadOrCreateRsaKey, RSA_KEY_FILE } from '../../../platform/src/core/http/rsa-key';

const WAIT_MS = 240_000;

function runDir(): string | undefined {
  return process.env.TEST_RUN_DIR || undefined;
}

/**
 * Builds `name` once per run: the caller that takes the lock runs `build`, which returns the
 * template's value; the others wait for it. A failed build is remembered, and nobody retries it.
 */
async function once(name: string, build: () => Promise<string>): Promise<string | undefined> {
  const dir = runDir();
  if (!dir) return undefined;
  const lock = path.join(dir, `${name}.lock`);
  const ready = path.join(dir, `${name}.ready`);
  const failed = path.join(dir, `${name}.failed`);
  try {
    await mkdir(lock);
  } catch {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      if (existsSync(ready)) return (await readFile(ready, 'utf8')) || undefined;
      if (existsSync(failed)) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the ${name} template was not ready within ${WAIT_MS} ms`);
  }
  try {
    const value = await build();
    await writeFile(ready, value);
    return value;
  } catch (error) {
    await writeFile(failed, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Migrates and seeds a database (`dataDir`'s PGlite, or `env.DATABASE_URL`) as a first start does. */
type Seeder = (env: Record<string, string>, dataDir: string) => Promise<void>;

/**
 * The seeded PGlite data directory of this run (`<dir>/pgdata`), or undefined outside a run. Beside
 * it, the platform's RSA key, made once: a 2048-bit key costs a platform 80–250 ms of CPU at start.
 */
export function pgliteTemplate(seed: Seeder): Promise<string | undefined> {
  return once('pglite', async () => {
    const dataDir = path.join(runDir()!, 'template-pglite');
    await mkdir(dataDir, { recursive: true });
    await seed({}, dataDir);
    await loadOrCreateRsaKey(dataDir);
    return path.join(dataDir, 'pgdata');
  });
}

/** Copies the PGlite template's database, and its RSA key, into `dataDir` (which holds neither yet). */
export async function copyPgliteTemplate(pgdata: string, dataDir: string): Promise<void> {
  await cp(pgdata, path.join(dataDir, 'pgdata'), { recursive: true });
  const key = path.join(path.dirname(pgdata), RSA_KEY_FILE);
  if (existsSync(key)) await cp(key, path.join(dataDir, RSA_KEY_FILE));
}

/** The name of this run's seeded PostgreSQL template database, or undefined outside a run. */
export function postgresTemplate(seed: Seeder, create: () => Promise<{ name: string; url: string }>): Promise<string | undefined> {
  return once('postgres', async () => {
    const { name, url } = await create();
    const dataDir = path.join(runDir()!, 'template-postgres');
    await mkdir(dataDir, { recursive: true });
    await seed({ DATABASE_URL: url }, dataDir);
    return name;
  });
}
