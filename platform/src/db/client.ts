// Opens the platform database: embedded PGlite in a data directory by default, PostgreSQL through
// postgres-js when a DATABASE_URL is given. Both run the same drizzle-kit SQL migrations.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PLATFORM_DIR } from '../config';
import { inDatabaseSpan } from '../telemetry/tracing';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * One statement with positional parameters ($1, $2…), prepared: postgres-js names it and keeps it
 * per connection, so a later run is one Bind/Execute that pipelines with other statements (drizzle's
 * statements are unnamed, and postgres-js spends a describe round trip on each); PGlite runs it on
 * its one connection, after any open transaction. Rows come back as objects.
 */
export type PreparedStatements = <T>(text: string, params: readonly StatementParam[]) => Promise<T[]>;
/** Money and keys travel as text (cast in the statement), ids as numbers. */
export type StatementParam = string | number | boolean | null;

const preparedByDb = new WeakMap<object, PreparedStatements>();
const dialectByDb = new WeakMap<object, Database['dialect']>();

/** Which database `db` speaks to (PGlite runs one statement at a time; PostgreSQL a pool's worth). */
export function dialectOf(db: Db): Database['dialect'] {
  const dialect = dialectByDb.get(db);
  if (!dialect) throw new Error('Not a database opened by openDatabase');
  return dialect;
}

/** The prepared-statement runner of a database opened by openDatabase. */
export function preparedOf(db: Db): PreparedStatements {
  const run = preparedByDb.get(db);
  if (!run) throw new Error('Not a database opened by openDatabase');
  return run;
}

/** A unique violation (23505) of `constraint`, as postgres-js or PGlite reports it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint_name: name, constraint: pgliteName } = error as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
  return code === '23505' && (name ?? pgliteName) === constraint;
}

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  /**
   * The connection under drizzle, for a library that speaks SQL itself (the job queue): the PGlite
   * instance (one connection; its query/exec/transaction calls queue on one lock, drizzle's
   * transactions included), or the PostgreSQL URL, for a pool of the library's own.
   */
  connection: { dialect: 'pglite'; client: PGlite } | { dialect: 'postgres'; url: string };
  close(): Promise<void>;
}

const migrationsFolder = path.join(PLATFORM_DIR, 'migrations');

export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pgDataDir = path.join(dataDir, 'pgdata');
  await mkdir(pgDataDir, { recursive: true });
  // One PGlite instance per process: it owns the data directory exclusively.
  const client = await PGlite.create(pgDataDir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  preparedByDb.set(db, <T>(text: string, params: readonly StatementParam[]) =>
    inDatabaseSpan('pglite', text, async () => (await client.query<T>(text, [...params])).rows),
  );
  dialectByDb.set(db, 'pglite');
  return { db: db as unknown as Db, dialect: 'pglite', connection: { dialect: 'pglite', client }, close: () => client.close() };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(databaseUrl, { max: 10, onnotice: () => undefined });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  preparedByDb.set(db, <T>(text: string, params: readonly StatementParam[]) =>
    inDatabaseSpan('postgresql', text, async () => (await client.unsafe(text, [...params], { prepare: true })) as unknown as T[]),
  );
  dialectByDb.set(db, 'postgres');
  return { db: db as unknown as Db, dialect: 'postgres', connection: { dialect: 'postgres', url: databaseUrl }, close: () => client.end({ timeout: 5 }) };
}
