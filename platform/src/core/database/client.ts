// Opens the platform database: embedded PGlite in a data directory by default, PostgreSQL through
// node-postgres (pg) when a DATABASE_URL is given. Both run the same drizzle-kit SQL migrations.
// pg is the one PostgreSQL driver of the platform (the job queue's pg-boss runs on it too): it turns
// a connection the server terminated (a restart, a failover) into a rejected query and an 'error'
// event, where postgres-js 3.4.9 can throw from a timer and end the process (porsager/postgres#1208).
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { CustomTypesConfig } from 'pg';
import { PLATFORM_DIR } from '../../config';
import { inDatabaseSpan } from '../telemetry/tracing';

// No relational schema: every query names its tables, so the database type needs none of them.
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * One statement with positional parameters ($1, $2…), prepared: on PostgreSQL a named statement,
 * parsed once per connection, so a later run is one Bind/Execute (drizzle's statements are unnamed
 * and parsed on every run); PGlite runs it on its one connection, after any open transaction. Rows
 * come back as objects, dates and times as the database's text (as drizzle reads them).
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

/** A unique violation (23505) of `constraint`, as pg or PGlite reports it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && name === constraint;
}

/**
 * Whether `error` (or an error it wraps, as drizzle's DrizzleQueryError does) says the database
 * could not be reached or dropped the connection: the server terminated it (57P01, a restart or
 * failover), is shutting down or starting (57P02, 57P03), a connection exception (class 08), or
 * the socket closed, was refused or timed out. What the statement did is then unknown to us; a
 * money command's outcome is found by sending its idempotency key again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (/^(57P0[123]|08...)$/.test(code) || CONNECTION_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  }
  return false;
}

const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own messages for a connection that ended or could not be had (no code on them). */
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

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

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
  /**
   * Told of a PostgreSQL connection that failed outside a query (the server terminated an idle or
   * checked-out connection): the pool drops it and opens another when one is needed.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onConnectionError) : openPglite(options.dataDir);
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
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder });
  preparedByDb.set(db, <T>(text: string, params: readonly StatementParam[]) =>
    inDatabaseSpan('pglite', text, async () => (await client.query<T>(text, [...params])).rows),
  );
  dialectByDb.set(db, 'pglite');
  return { db: db as unknown as Db, dialect: 'pglite', connection: { dialect: 'pglite', client }, close: () => client.close() };
}

/** Connections of the platform's pool (pg-boss keeps a pool of its own). */
const POOL_SIZE = 10;
/** How long a statement waits for a connection before it is answered as database_unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(databaseUrl: string, onConnectionError: (error: Error) => void = () => undefined): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // No JIT: the platform's statements are short, and a plan the estimate calls expensive (the withdrawal
  // queue's risk hints: 20 ms of work) spent 220 ms compiling itself first (bench/backoffice-queues.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: 'platform' });
  // An idle connection's error reaches the pool; a checked-out one's (a transaction between two
  // statements) only its client, where an 'error' event without a listener would end the process.
  // Either way pg also rejects the statement in flight and the pool drops the connection.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    // Queued on the new connection ahead of any statement the pool hands it.
    client.query('SET jit = off').catch(onConnectionError);
  });
  const db = drizzle({ client: pool });
  await migrate(db, { migrationsFolder });
  const textDates: CustomTypesConfig = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      TEXT_DATE_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text')) as CustomTypesConfig['getTypeParser'],
  };
  // One name per statement text, the same on every connection (pg prepares it on each once).
  const names = new Map<string, string>();
  preparedByDb.set(db, <T>(text: string, params: readonly StatementParam[]) => {
    let name = names.get(text);
    if (!name) names.set(text, (name = `platform_${names.size + 1}`));
    return inDatabaseSpan('postgresql', text, async () => (await pool.query({ name, text, values: [...params], types: textDates })).rows as T[]);
  });
  dialectByDb.set(db, 'postgres');
  // Closing twice is one close (pg's pool refuses a second end).
  let closed: Promise<void> | undefined;
  return { db: db as unknown as Db, dialect: 'postgres', connection: { dialect: 'postgres', url: databaseUrl }, close: () => (closed ??= pool.end()) };
}

/** Dates, times and intervals as the database's text, as drizzle's own statements read them. */
const TEXT_DATE_TYPES = new Set([1082, 1083, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231, 1266]);
