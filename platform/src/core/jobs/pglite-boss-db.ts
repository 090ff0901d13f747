// pg-boss on the platform's PGlite instance: the `db` adapter pg-boss accepts in place of a pool.
//
// PGlite is one connection shared with drizzle. Every public call (`query`, `exec`, `transaction`)
// waits on PGlite's transaction lock, and drizzle's transactions hold that lock from BEGIN to
// COMMIT, so a pg-boss statement never lands inside a request's transaction, nor one of the
// platform's inside pg-boss's.
//
// The one gap: pg-boss sends some blocks as one unparameterised text with its own `BEGIN; … COMMIT;`
// (schema installs, queue creation, advisory-locked claims). If one of its statements fails,
// PostgreSQL leaves the session in an aborted transaction, and with a plain `exec` the lock is
// released before anyone rolls back, so the next caller in line (a member's withdrawal) would fail
// with "current transaction is aborted". Such a block runs inside `transaction()` instead: its own
// BEGIN only warns ("already in a transaction"), its COMMIT commits, and on failure PGlite rolls back
// before letting go of the lock. pg-boss's own `fromPglite` adapter rolls back after the lock is
// released, which is why the platform does not use it.
//
// Other texts without parameters (several statements in one implicit transaction, or REINDEX
// CONCURRENTLY, which may not run inside a block) go through `exec`; parameterised ones through
// `query` (one statement, extended protocol, PGlite's `$1` placeholders as pg-boss writes them).
import type { PGlite } from '@electric-sql/pglite';
import type { Db as BossDb } from 'pg-boss';

const OWN_TRANSACTION = /^\s*BEGIN\s*;/i;

export function pgliteBossDb(client: PGlite): BossDb {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return client.query(text, values);
      const results = OWN_TRANSACTION.test(text) ? await client.transaction((tx) => tx.exec(text)) : await client.exec(text);
      // One result per statement: a RETURNING in the middle of a block must not hide behind the COMMIT.
      return { rows: results.flatMap((result) => result.rows) };
    },
  };
}
