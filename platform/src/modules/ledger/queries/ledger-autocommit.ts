// Posting an entry in one autocommit statement: no BEGIN/COMMIT, no connection reserved for it, one
// round trip that pipelines with other statements (the spin path: issue #11's money bench). Only for
// an entry that moves at most one guarded account: that account's conditional UPDATE comes first and
// is the statement's one row lock, so there is no lock order to keep. Multi-account entries go
// through LedgerWriter.post in a transaction.
//
// A key posted before is seen by the UPDATE's own condition. A duplicate running at the same time
// passes that condition too (its snapshot predates the other's commit), and is stopped by the entry's
// unique key: 23505 rolls the whole statement back, its UPDATE included, and answers as a duplicate.
import { sql } from 'drizzle-orm';
import { accountShape } from '../rules/ledger-accounts';
import { isUniqueViolation, preparedOf, type Db, type Executor, type StatementParam } from '../../../core/database/client';
import {
  accountIdsOf,
  announceBalances,
  checkBalanced,
  DuplicateEntryError,
  InsufficientFundsError,
  mainAccountMoves,
  movesOf,
  type AccountDirectory,
  type EntryInput,
  type PostedEntry,
} from './ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { commandResults } from '../schema';

/** Collects a statement's parameters: `add(value)` answers its placeholder ($n). */
export class StatementParams {
  readonly values: StatementParam[] = [];

  add(value: StatementParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface AutocommitOptions {
  /**
   * More steps of the same statement, run only when the entry posts: CTEs written as
   * `, name as (…)`, which may read `e` (id: the entry) and `u` (balance: the guarded account's
   * balance after the entry, in minor units). They commit or roll back with the entry.
   */
  also?: (params: StatementParams) => string;
  /**
   * The answer stored under `entry.refusedAs` when the guarded account is short of money, so that
   * a retry of the same command stays refused (even after a deposit).
   */
  refusal?: { command: string; status: number; response: unknown; requestHash?: string };
  /**
   * An SQL condition that sends the entry elsewhere: when true, nothing is posted and
   * DivertedEntryError is thrown (responsible gaming: a member with play limits takes the locked path).
   */
  divertWhen?: (params: StatementParams) => string;
}

/** The entry's `divertWhen` condition held: nothing was posted. */
export class DivertedEntryError extends Error {
  constructor(readonly key: string) {
    super(`Entry ${key} must be posted on the locked path`);
    this.name = 'DivertedEntryError';
  }
}

const ENTRY_KEY_CONSTRAINT = 'journal_entries_key_key';

/**
 * Posts `entry` (at most one guarded account) in one autocommit statement, with `options.also`.
 * Throws DuplicateEntryError when its key was posted before (or its refusal stored), and
 * InsufficientFundsError when the guarded account is short: then nothing changed, apart from the
 * stored refusal. New balances are announced once the statement committed.
 */
export async function postAutocommit(db: Db, directory: AccountDirectory | undefined, entry: EntryInput, options: AutocommitOptions = {}): Promise<PostedEntry> {
  checkBalanced(entry);
  const codes = [...new Set(entry.postings.map((p) => p.account))];
  const guarded = codes.filter((code) => accountShape(code).tracksBalance);
  if (guarded.length > 1) throw new Error(`Entry ${entry.key} moves ${guarded.length} guarded accounts: post it in a transaction`);
  const ids = await committedAccountIds(db, directory, codes);
  const account = guarded[0];
  const { net, lowest } = movesOf(entry.postings);

  const params = new StatementParams();
  const at = params.add((entry.at ?? new Date()).toISOString());
  const key = params.add(entry.key);
  const refusedAs = entry.refusedAs === undefined ? undefined : params.add(entry.refusedAs);
  const divert = options.divertWhen?.(params);
  // A refusal is read through command_refused (a fresh snapshot per call, migration 0026): a refusal
  // committed while this statement waited for the account's row is seen when the UPDATE re-checks it.
  const unseen =
    `not exists (select 1 from journal_entries where key = ${key})` +
    (refusedAs ? ` and not command_refused(${refusedAs})` : '') +
    (divert ? ` and not ${divert}` : '');
  const seen = `exists (select 1 from journal_entries where key = ${key})` + (refusedAs ? ` or command_refused(${refusedAs})` : '');
  const update = account
    ? `update ledger_accounts set balance = balance + ${params.add(net.get(account)!.toString())}::bigint
        where id = ${params.add(ids.get(account)!)}::int and balance + ${params.add(lowest.get(account)!.toString())}::bigint >= 0 and ${unseen}
        returning balance`
    : `select null::bigint as balance where ${unseen}`;
  // A posting's balance after = the account's balance after the entry + (its running sum − the net change).
  const running = new Map<string, bigint>();
  const values = entry.postings.map((p) => {
    const sum = (running.get(p.account) ?? 0n) + p.amount;
    running.set(p.account, sum);
    const offset = p.account === account ? (sum - net.get(p.account)!).toString() : null;
    return `(${params.add(ids.get(p.account)!)}::int, ${params.add(p.amount.toString())}::bigint, ${params.add(offset)}::bigint, ${params.add(p.txType)}::text)`;
  });
  const text = `
    with u as (${update}),
    e as (
      insert into journal_entries (key, kind, member_id, reference, actor, remark, created_at)
      select ${key}, ${params.add(entry.kind)}::text, ${params.add(entry.memberId ?? null)}::int, ${params.add(entry.reference ?? null)}::text,
        ${params.add(entry.actor ?? null)}::text, ${params.add(entry.remark ?? null)}::text, ${at}::timestamptz
      from u
      returning id),
    p as (
      insert into postings (entry_id, account_id, amount, balance_after, tx_type, created_at)
      select e.id, v.account_id, v.amount, u.balance + v.off, v.tx_type, ${at}::timestamptz
      from e cross join u cross join (values ${values.join(', ')}) as v(account_id, amount, off, tx_type))
    ${options.also?.(params) ?? ''}
    select (select id from e) as entry_id, (select balance::text from u) as balance,
      case when not exists (select 1 from u) then ${seen} end as seen,
      ${divert ? `case when not exists (select 1 from u) then ${divert} end` : 'null::boolean'} as diverted`;

  let row: { entry_id: string | number | null; balance: string | null; seen: boolean | null; diverted: boolean | null };
  try {
    [row] = await preparedOf(db)<typeof row>(text, params.values);
  } catch (error) {
    if (isUniqueViolation(error, ENTRY_KEY_CONSTRAINT)) throw new DuplicateEntryError(entry.key);
    throw error;
  }
  if (row.entry_id === null) {
    if (row.seen || !account) throw new DuplicateEntryError(entry.key);
    if (row.diverted) throw new DivertedEntryError(entry.key);
    return refuseShortEntry(db, entry, ids.get(account)!, options.refusal);
  }
  const after = new Map(account ? [[account, BigInt(row.balance!)]] : []);
  announceBalances(mainAccountMoves(entry.postings, after));
  return { entryId: Number(row.entry_id), balances: after };
}

/** Ids of committed accounts (this path has no transaction to roll one back): known ones, others created now. */
export async function committedAccountIds(db: Db, directory: AccountDirectory | undefined, codes: string[]): Promise<Map<string, number>> {
  const { ids, created } = await accountIdsOf(db, codes, (code) => directory?.known(code));
  for (const [code, id] of created) directory?.remember(code, id);
  return ids;
}

/**
 * The guarded account was short. A duplicate of this entry may still be in flight (a retry sent
 * before the first answer came): it holds the account's row lock until it commits, so wait for
 * that lock, then look again with a fresh snapshot. A posted duplicate answers as a duplicate;
 * otherwise the refusal is stored (once) and stands for the key.
 *
 * The refusal is final. A duplicate whose statement began before the refusal committed reads
 * command_results with its older snapshot; but the row is rewritten here (not only locked), so that
 * duplicate's UPDATE, reaching the row after this commit, re-checks its conditions on the new
 * version, and command_refused (a fresh snapshot) then sees the refusal: it posts nothing.
 */
export async function refuseShortEntry(db: Db, entry: EntryInput, accountId: number, refusal: AutocommitOptions['refusal']): Promise<never> {
  const posted = await db.transaction((tx) => recordShortRefusal(tx, entry, accountId, refusal));
  if (posted) throw new DuplicateEntryError(entry.key);
  throw new InsufficientFundsError(entry.postings.find((p) => accountShape(p.account).tracksBalance)!.account);
}

/**
 * refuseShortEntry's transaction: rewrites the account's row (locking it), and stores the refusal
 * unless the entry was posted meanwhile; true when it was. Tests hold this transaction open to race it.
 */
export async function recordShortRefusal(tx: Executor, entry: EntryInput, accountId: number, refusal: AutocommitOptions['refusal']): Promise<boolean> {
  await tx.execute(sql`update ledger_accounts set balance = balance where id = ${accountId}`);
  const [found] = rowsOf<{ posted: boolean }>(await tx.execute(sql`select exists (select 1 from journal_entries where key = ${entry.key}) as posted`));
  if (found.posted) return true;
  if (refusal && entry.refusedAs !== undefined) {
    await tx
      .insert(commandResults)
      .values({ key: entry.refusedAs, command: refusal.command, requestHash: refusal.requestHash ?? '', status: refusal.status, response: refusal.response })
      .onConflictDoNothing();
  }
  return false;
}
