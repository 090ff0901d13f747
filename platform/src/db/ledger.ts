// Posting to the double-entry ledger. `post` writes one journal entry in the caller's transaction:
// the entry's key is unique (an event never posts twice), the postings sum to zero, and each
// guarded account is moved by one conditional UPDATE that is also its balance check, so no balance
// ever goes below zero whatever runs beside it. Accounts are locked in id order (no deadlocks).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TxType } from '../../../contract/cashier-states';
import { balanceEvents } from '../domain/balance-events';
import { accountShape, ledgerAccount } from '../domain/ledger-accounts';
import { fromCents } from '../domain/money';
import type { Db, Executor } from './client';
import { journalEntries, ledgerAccounts, postings } from './schema-ledger';

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
    const ids = new Map<string, number>();
    const missing: string[] = [];
    for (const code of codes) {
      const id = this.directory?.known(code) ?? this.created.get(code);
      if (id === undefined) missing.push(code);
      else ids.set(code, id);
    }
    if (missing.length === 0) return ids;
    await this.tx
      .insert(ledgerAccounts)
      .values(missing.map((code) => ({ code, ...accountShape(code) })))
      .onConflictDoNothing();
    const rows = await this.tx
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, missing));
    for (const row of rows) {
      ids.set(row.code, row.id);
      this.created.set(row.code, row.id);
    }
    return ids;
  }

  async post(entry: EntryInput): Promise<PostedEntry> {
    checkBalanced(entry);
    const at = entry.at ?? new Date();
    const [row] = await this.tx
      .insert(journalEntries)
      .values({
        key: entry.key,
        kind: entry.kind,
        memberId: entry.memberId ?? null,
        reference: entry.reference ?? null,
        actor: entry.actor ?? null,
        remark: entry.remark ?? null,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: journalEntries.id });
    if (!row) throw new DuplicateEntryError(entry.key);

    const codes = [...new Set(entry.postings.map((p) => p.account))];
    const ids = await this.accountIds(codes);
    // Per account: the net change, and the lowest point its running balance reaches within the
    // entry (a bet is covered before its win is credited: the check is balance + lowest >= 0).
    const net = new Map<string, bigint>();
    const lowest = new Map<string, bigint>();
    for (const p of entry.postings) {
      const running = (net.get(p.account) ?? 0n) + p.amount;
      net.set(p.account, running);
      lowest.set(p.account, running < (lowest.get(p.account) ?? 0n) ? running : (lowest.get(p.account) ?? 0n));
    }

    const guarded = codes.filter((code) => accountShape(code).tracksBalance).sort((a, b) => ids.get(a)! - ids.get(b)!);
    const after = new Map<string, bigint>();
    for (const code of guarded) {
      const change = net.get(code)!;
      const [moved] = await this.tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${change}` })
        .where(and(eq(ledgerAccounts.id, ids.get(code)!), sql`${ledgerAccounts.balance} + ${lowest.get(code)!} >= 0`))
        .returning({ balance: ledgerAccounts.balance });
      if (!moved) throw new InsufficientFundsError(code);
      after.set(code, BigInt(moved.balance));
    }

    // Running balance per guarded account, posting by posting, ending at the balance the UPDATE returned.
    const running = new Map([...after].map(([code, balance]) => [code, balance - net.get(code)!]));
    const rows = entry.postings.map((p) => {
      const previous = running.get(p.account);
      const balanceAfter = previous === undefined ? null : previous + p.amount;
      if (balanceAfter !== null) running.set(p.account, balanceAfter);
      return { entryId: row.id, accountId: ids.get(p.account)!, amount: p.amount, balanceAfter, txType: p.txType, createdAt: at };
    });
    await this.tx.insert(postings).values(rows);

    for (const p of entry.postings) {
      const shape = accountShape(p.account);
      if (shape.memberId !== null && p.account === ledgerAccount.main(shape.memberId)) {
        this.moved.set(shape.memberId, { balance: after.get(p.account)!, reason: p.txType });
      }
    }
    return { entryId: row.id, balances: after };
  }

  /** After the transaction committed: remember the new accounts, announce the new balances. */
  committed(): void {
    for (const [code, id] of this.created) this.directory?.remember(code, id);
    for (const [memberId, { balance, reason }] of this.moved) balanceEvents.publish({ memberId, balance: fromCents(balance), reason });
  }
}

function checkBalanced(entry: EntryInput): void {
  if (entry.postings.length < 2) throw new Error(`Entry ${entry.key} needs two postings or more`);
  let sum = 0n;
  for (const p of entry.postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n) throw new Error(`Entry ${entry.key}: a posting of zero or not in minor units`);
    sum += p.amount;
  }
  if (sum !== 0n) throw new Error(`Entry ${entry.key} does not balance (${sum})`);
}

/** Runs `work` in one database transaction with a ledger writer; announces balances after commit. */
export async function inLedgerTransaction<T>(db: Db, directory: AccountDirectory | undefined, work: (writer: LedgerWriter) => Promise<T>): Promise<T> {
  let writer: LedgerWriter | undefined;
  const result = await db.transaction(async (tx) => {
    writer = new LedgerWriter(tx, directory);
    return work(writer);
  });
  writer?.committed();
  return result;
}

/** A guarded account's balance in minor units (0 when it was never used). */
export async function balanceOf(ex: Executor, code: string): Promise<bigint> {
  const [row] = await ex.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return row ? BigInt(row.balance) : 0n;
}
