// Posting to the double-entry ledger. `post` writes one journal entry in the caller's transaction:
// the entry's key is unique (an event never posts twice), the postings sum to zero, and each
// guarded account is moved by one conditional UPDATE that is also its balance check, so no balance
// ever goes below zero whatever runs beside it. Accounts are locked in id order (no deadlocks).
// An entry that moves at most one guarded account (a spin) may also post alone, in one autocommit
// statement: ledger-autocommit.ts.
import { eq, inArray, sql } from 'drizzle-orm';
import type { TxType } from '../../../../../contract/cashier-states';
import { balanceEvents } from '../rules/balance-events';
import { accountShape, isTrialMoney, ledgerAccount } from '../rules/ledger-accounts';
import { fromCents } from '../../../core/money';
import type { Db, Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { ledgerAccounts } from '../schema';

export interface PostingInput {
  account: string;
  /** Minor units: + credits the account, − debits it. */
  amount: bigint;
  txType: TxType;
}

export interface EntryInput {
  key: string;
  kind: string;
  memberId?: number | null;
  reference?: string | null;
  actor?: string | null;
  remark?: string | null;
  postings: PostingInput[];
  at?: Date;
  /**
   * A command_results key whose stored refusal stands for this entry (a refused spin stays
   * refused): when that row exists the entry is not posted and DuplicateEntryError is thrown.
   */
  refusedAs?: string;
}

export interface PostedEntry {
  entryId: number;
  /** Balances after the entry of the guarded accounts it moved, by account code. */
  balances: Map<string, bigint>;
}

export class InsufficientFundsError extends Error {
  constructor(readonly account: string) {
    super(`Insufficient funds in ${account}`);
    this.name = 'InsufficientFundsError';
  }
}

export class DuplicateEntryError extends Error {
  constructor(readonly key: string) {
    super(`Entry ${key} was posted before`);
    this.name = 'DuplicateEntryError';
  }
}

/**
 * Account ids by code, kept per platform. Only ids of committed rows are kept: an account created
 * in a transaction that later rolls back must not be remembered.
 */
export class AccountDirectory {
  private readonly ids = new Map<string, number>();

  known(code: string): number | undefined {
    return this.ids.get(code);
  }

  remember(code: string, id: number): void {
    this.ids.set(code, id);
  }
}

/** One ledger transaction: what it created and moved, applied to the directory and announced after commit. */
export class LedgerWriter {
  private readonly created = new Map<string, number>();
  private readonly moved = new Map<number, { balance: bigint; reason: TxType }>();

  constructor(
    readonly tx: Executor,
    private readonly directory?: AccountDirectory,
  ) {}

  private async accountIds(codes: string[]): Promise<Map<string, number>> {
    const { ids, created } = await accountIdsOf(this.tx, codes, (code) => this.directory?.known(code) ?? this.created.get(code));
    for (const [code, id] of created) this.created.set(code, id);
    return ids;
  }

  /**
   * Posts one entry with a single statement (one round trip): the entry row (its key unique), one
   * conditional UPDATE per guarded account in id order (the balance check is the UPDATE's own
   * condition), and the postings with each one's running balance. Any guarded account short of
   * money throws InsufficientFundsError, which must roll the caller's transaction back.
   */
  async post(entry: EntryInput): Promise<PostedEntry> {
    checkBalanced(entry);
    const at = (entry.at ?? new Date()).toISOString();
    const codes = [...new Set(entry.postings.map((p) => p.account))];
    const ids = await this.accountIds(codes);

    const { net, lowest } = movesOf(entry.postings);
    const guarded = codes.filter((code) => accountShape(code).tracksBalance).sort((a, b) => ids.get(a)! - ids.get(b)!);
    // A posting's balance after = the account's final balance + (its running sum − the net change).
    const running = new Map<string, bigint>();
    const values = entry.postings.map((p) => {
      const sum = (running.get(p.account) ?? 0n) + p.amount;
      running.set(p.account, sum);
      const offset = accountShape(p.account).tracksBalance ? (sum - net.get(p.account)!).toString() : null;
      return sql`(${ids.get(p.account)!}::int, ${p.amount.toString()}::bigint, ${offset}::bigint, ${p.txType}::text)`;
    });
    // Each account gets its own conditional UPDATE (its balance check), in id order. An entry that
    // credits many accounts (a red envelope to a thousand members) would make a statement too deep
    // to plan: there, the accounts only credited — they cannot go below zero — share one UPDATE
    // (locked after the debited ones; a deadlock this may cause is retried by inLedgerTransaction).
    const bulk = guarded.filter((code) => lowest.get(code)! >= 0n).length > BULK_CREDITS;
    const debited = bulk ? guarded.filter((code) => lowest.get(code)! < 0n) : guarded;
    const credited = bulk ? guarded.filter((code) => lowest.get(code)! >= 0n) : [];
    const updates = debited.map(
      (code, i) => sql`, ${sql.raw(`u${i}`)} as (
        update ledger_accounts set balance = balance + ${net.get(code)!.toString()}::bigint
        where id = ${ids.get(code)!}::int and balance + ${lowest.get(code)!.toString()}::bigint >= 0 and exists (select 1 from e)
        returning id, balance)`,
    );
    if (credited.length) {
      const deltas = credited.map((code) => sql`(${ids.get(code)!}::int, ${net.get(code)!.toString()}::bigint)`);
      updates.push(sql`, uc as (
        update ledger_accounts a set balance = a.balance + v.delta
        from (values ${sql.join(deltas, sql`, `)}) as v(id, delta)
        where a.id = v.id and exists (select 1 from e)
        returning a.id, a.balance)`);
    }
    const reads = [...debited.map((_, i) => sql.raw(`select id, balance from u${i}`)), ...(credited.length ? [sql.raw('select id, balance from uc')] : [])];
    const balances = reads.length ? sql.join(reads, sql` union all `) : sql`select null::int as id, null::bigint as balance where false`;

    const [row] = rowsOf<{ entry_id: number | null; balances: { id: number; balance: string }[] | null }>(
      await this.tx.execute(sql`
        with e as (
          insert into journal_entries (key, kind, member_id, reference, actor, remark, created_at)
          select ${entry.key}, ${entry.kind}, ${entry.memberId ?? null}::int, ${entry.reference ?? null}, ${entry.actor ?? null}, ${entry.remark ?? null}, ${at}::timestamptz
          ${entry.refusedAs ? sql`where not exists (select 1 from command_results where key = ${entry.refusedAs})` : sql``}
          on conflict (key) do nothing returning id)
        ${sql.join(updates, sql``)}
        , bal as (${balances})
        , p as (
          insert into postings (entry_id, account_id, amount, balance_after, tx_type, created_at)
          select e.id, v.account_id, v.amount, case when v.off is null then null else b.balance + v.off end, v.tx_type, ${at}::timestamptz
          from e cross join (values ${sql.join(values, sql`, `)}) as v(account_id, amount, off, tx_type)
          left join bal b on b.id = v.account_id
          where (select count(*) from bal) = ${guarded.length}
          returning 1)
        select (select id from e) as entry_id,
          (select json_agg(json_build_object('id', id, 'balance', balance::text)) from bal) as balances,
          (select count(*) from p) as posted`),
    );
    if (row.entry_id === null) throw new DuplicateEntryError(entry.key);
    const moved = new Map((row.balances ?? []).map((b) => [b.id, BigInt(b.balance)]));
    const after = new Map<string, bigint>();
    for (const code of guarded) {
      const balance = moved.get(ids.get(code)!);
      if (balance === undefined) throw new InsufficientFundsError(code);
      after.set(code, balance);
    }

    for (const [memberId, move] of mainAccountMoves(entry.postings, after)) this.moved.set(memberId, move);
    return { entryId: Number(row.entry_id), balances: after };
  }

  /** After the transaction committed: remember the new accounts, announce the new balances. */
  committed(): void {
    for (const [code, id] of this.created) this.directory?.remember(code, id);
    announceBalances(this.moved);
  }
}

/** Above this many only-credited accounts, an entry credits them in one UPDATE (see post). */
const BULK_CREDITS = 20;

/**
 * Account ids by code: those `known` says, the others created when missing (a member's or the
 * house's first use of an account) and read back.
 */
export async function accountIdsOf(
  ex: Executor,
  codes: string[],
  known: (code: string) => number | undefined,
): Promise<{ ids: Map<string, number>; created: Map<string, number> }> {
  const ids = new Map<string, number>();
  const created = new Map<string, number>();
  const missing: string[] = [];
  for (const code of codes) {
    const id = known(code);
    if (id === undefined) missing.push(code);
    else ids.set(code, id);
  }
  if (missing.length === 0) return { ids, created };
  await ex
    .insert(ledgerAccounts)
    .values(missing.map((code) => ({ code, ...accountShape(code) })))
    .onConflictDoNothing();
  const rows = await ex
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, missing));
  for (const row of rows) {
    ids.set(row.code, row.id);
    created.set(row.code, row.id);
  }
  return { ids, created };
}

/**
 * Per account: the net change, and the lowest point its running balance reaches within the entry
 * (a bet is covered before its win is credited: the check is balance + lowest >= 0).
 */
export function movesOf(postings: PostingInput[]): { net: Map<string, bigint>; lowest: Map<string, bigint> } {
  const net = new Map<string, bigint>();
  const lowest = new Map<string, bigint>();
  for (const p of postings) {
    const running = (net.get(p.account) ?? 0n) + p.amount;
    net.set(p.account, running);
    lowest.set(p.account, running < (lowest.get(p.account) ?? 0n) ? running : (lowest.get(p.account) ?? 0n));
  }
  return { net, lowest };
}

type MainMove = { balance: bigint; reason: TxType };

/** The members' main accounts an entry moved, with their balances after it: what the balance stream announces. */
export function mainAccountMoves(postings: PostingInput[], after: Map<string, bigint>): Map<number, MainMove> {
  const moved = new Map<number, MainMove>();
  for (const p of postings) {
    const shape = accountShape(p.account);
    if (shape.memberId !== null && p.account === ledgerAccount.main(shape.memberId)) {
      moved.set(shape.memberId, { balance: after.get(p.account)!, reason: p.txType });
    }
  }
  return moved;
}

/** Publishes the new balances; only after the money moved (the transaction or statement committed). */
export function announceBalances(moved: Map<number, MainMove>): void {
  for (const [memberId, { balance, reason }] of moved) balanceEvents.publish({ memberId, balance: fromCents(balance), reason });
}

export function checkBalanced(entry: EntryInput): void {
  if (entry.postings.length < 2) throw new Error(`Entry ${entry.key} needs two postings or more`);
  let sum = 0n;
  for (const p of entry.postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n) throw new Error(`Entry ${entry.key}: a posting of zero or not in minor units`);
    sum += p.amount;
  }
  if (sum !== 0n) throw new Error(`Entry ${entry.key} does not balance (${sum})`);
  // Trial credit stays among trial accounts (ledger-accounts.ts isTrialMoney): never cash, never a bonus.
  const trial = entry.postings.filter((p) => isTrialMoney(p.account)).length;
  if (trial !== 0 && trial !== entry.postings.length) throw new Error(`Entry ${entry.key} mixes trial credit with real money`);
}

/** PostgreSQL's deadlock (40P01) and serialization failure (40001): the transaction did nothing and may run again. */
function isRetryable(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

const ATTEMPTS = 3;

/**
 * Runs `work` in one database transaction with a ledger writer; announces balances after commit.
 * A transaction the database aborted as a deadlock victim is run again (it changed nothing).
 */
export async function inLedgerTransaction<T>(db: Db, directory: AccountDirectory | undefined, work: (writer: LedgerWriter) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let writer: LedgerWriter | undefined;
    try {
      const result = await db.transaction(async (tx) => {
        writer = new LedgerWriter(tx, directory);
        return work(writer);
      });
      writer?.committed();
      return result;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/** A guarded account's balance in minor units (0 when it was never used). */
/** Cached balances of many accounts by code; an account not yet opened is absent (its balance is 0). */
export async function balancesOf(ex: Executor, codes: readonly string[]): Promise<Map<string, bigint>> {
  if (codes.length === 0) return new Map();
  const rows = await ex.select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(inArray(ledgerAccounts.code, [...codes]));
  return new Map(rows.map((row) => [row.code, BigInt(row.balance)]));
}

export async function balanceOf(ex: Executor, code: string): Promise<bigint> {
  const [row] = await ex.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return row ? BigInt(row.balance) : 0n;
}
