// Group commit for spins (issue #11's money bench): spins that arrive while other spin statements
// are in flight wait, and are then sent together as one multi-row autocommit statement instead of
// one statement each. Each spin keeps its own entry key, balance check and answer, all inside the
// one statement: the wallets' conditional UPDATE (one row per spin) is the balance check, a spin
// whose wallet is short, whose key was seen, or whose member has play limits simply has no row in
// it and is answered on its own path afterwards; the others post.
//
// Rules that keep the single-spin guarantees (ledger-autocommit.ts):
// - A batch holds at most one spin per wallet (one UPDATE cannot move a row twice), so a duplicate
//   spin id never shares a batch with itself: a wallet's other spins go alone, beside the batch.
// - Batches in flight at once never share a wallet: each locks only rows no other batch of this
//   process wants, so two batches cannot deadlock. A batch that still aborts — a duplicate of one
//   of its keys committed meanwhile by a spin alone (23505), or a deadlock with another process
//   (40P01) — changed nothing, and each of its spins is settled again on its own.
// - A batch of one is not a batch: that spin takes the single statement.
import { AsyncResource } from 'node:async_hooks';
import { PLATFORM_ENV } from '../../../config';
import { accountShape } from '../../ledger';
import { dialectOf, preparedOf, type Db } from '../../../core/database/client';
import { announceBalances, checkBalanced, mainAccountMoves, movesOf, type EntryInput } from '../../ledger';
import { playGuardedCondition } from '../../responsible-gaming';

/** What a spin's round stores beside its entry (game_rounds, and game_wins for a win). */
export interface BatchedRound {
  memberId: number;
  gameId: number;
  sessionId: string;
  spinId: string;
  /** Money as numeric text (`12.50`). */
  bet: string;
  win: string;
  reels: string[];
  /** The winner board's name for a win; null keeps the round off the board (trial credit is not a real win). */
  customerName: string | null;
  /**
   * When the round was played, if the caller says (seeds and tests place rounds in time); otherwise
   * the database's clock when the round is written, under its wallet's lock (see settleSpin).
   */
  playedAt?: Date;
}

export interface BatchedSpin {
  /** An entry that moves exactly one guarded account (the session's wallet). */
  entry: EntryInput;
  /** The ids of the entry's accounts, by code (committed accounts: ledger-autocommit's committedAccountIds). */
  accountIds: Map<string, number>;
  round: BatchedRound;
}

/**
 * How one spin of a batch ended: posted (with its wallet's balance after it), or not posted here and
 * why — its key or refusal was seen, its member takes the locked path, its wallet was short, or it
 * must be settled on its own (a batch of one, or a batch the database aborted).
 */
export type SpinOutcome =
  | { kind: 'posted'; entryId: number; balance: bigint }
  | { kind: 'seen' }
  | { kind: 'diverted' }
  | { kind: 'short' }
  | { kind: 'alone' };

// One statement text for every batch size: the spins and their postings travel as two JSON
// parameters (one prepared statement per connection, whatever the batch), read as json, not jsonb:
// read once, they are not worth jsonb's binary form (jsonb_in was 6.7% of PostgreSQL's time per bet).
// The postings are materialized: inlined, they were parsed again for every spin of the batch (the
// planner takes a batch for one row and joins them in a nested loop).
const BATCH_STATEMENT = `
  with v as (
    select * from json_to_recordset($1::json) as v(i int, account_id int, net bigint, lowest bigint, key text, refused_as text,
      kind text, member_id int, reference text, actor text, at timestamptz, game_id int, session_id text, spin_id text,
      bet numeric, win numeric, reels jsonb, customer text, played_at timestamptz)),
  pv as materialized (
    select * from json_to_recordset($2::json) as pv(i int, account_id int, amount bigint, off bigint, tx_type text)),
  u as (
    update ledger_accounts a set balance = a.balance + v.net
    from v
    where a.id = v.account_id and a.balance + v.lowest >= 0
      and not exists (select 1 from journal_entries j where j.key = v.key)
      and not command_refused(v.refused_as)
      and not ${playGuardedCondition('v.member_id')}
    returning v.i, a.balance),
  e as (
    insert into journal_entries (key, kind, member_id, reference, actor, created_at)
    select v.key, v.kind, v.member_id, v.reference, v.actor, v.at from u join v on v.i = u.i
    returning id, key),
  p as (
    insert into postings (entry_id, account_id, amount, balance_after, tx_type, created_at)
    select e.id, pv.account_id, pv.amount, u.balance + pv.off, pv.tx_type, v.at
    from e join v on v.key = e.key join u on u.i = v.i join pv on pv.i = v.i),
  r as (
    insert into game_rounds (member_id, game_id, session_id, spin_id, bet, win, balance_after, reels, created_at)
    select v.member_id, v.game_id, v.session_id, v.spin_id, v.bet, v.win, u.balance::numeric / 100, v.reels, coalesce(v.played_at, clock_timestamp())
    from e join v on v.key = e.key join u on u.i = v.i
    returning id, member_id, spin_id, created_at),
  w as (
    insert into game_wins (customer_name, member_id, round_id, game_id, win_amount, won_at)
    select v.customer, v.member_id, r.id, v.game_id, v.win, r.created_at
    from r join v on v.member_id = r.member_id and v.spin_id = r.spin_id
    where v.win > 0 and v.customer is not null)
  select v.i, e.id as entry_id, u.balance::text as balance,
    case when u.i is null then exists (select 1 from journal_entries j where j.key = v.key)
      or command_refused(v.refused_as) end as seen,
    case when u.i is null then ${playGuardedCondition('v.member_id')} end as diverted
  from v left join u on u.i = v.i left join e on e.key = v.key`;

/**
 * A unique violation (23505: a key of the batch committed by another statement meanwhile), a
 * deadlock (40P01) or a serialization failure (40001): the database rolled the whole statement back.
 */
function isAbortedStatement(error: unknown): boolean {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return code === '23505' || code === '40P01' || code === '40001';
}

/** Each entry's guarded account, once worked out (the batcher and the statement both ask). */
const guardedOf = new WeakMap<EntryInput, { code: string; id: number }>();

/** The guarded account a spin's entry moves, with its id. */
export function guardedAccountOf(entry: EntryInput, accountIds: Map<string, number>): { code: string; id: number } {
  const known = guardedOf.get(entry);
  if (known && accountIds.get(known.code) === known.id) return known;
  let code: string | undefined;
  for (const posting of entry.postings) {
    if (posting.account === code || !accountShape(posting.account).tracksBalance) continue;
    if (code !== undefined) throw new Error(`Spin ${entry.key} must move one guarded account`);
    code = posting.account;
  }
  if (code === undefined) throw new Error(`Spin ${entry.key} must move one guarded account`);
  const guarded = { code, id: accountIds.get(code)! };
  guardedOf.set(entry, guarded);
  return guarded;
}

/**
 * Posts `spins` (at most one per guarded account) in one autocommit statement and answers each
 * spin's outcome, in order. A statement the database aborted as a whole (a duplicate key committed
 * meanwhile, a deadlock) answers every spin `alone`: nothing was posted.
 */
export async function postSpinBatch(db: Db, spins: BatchedSpin[]): Promise<SpinOutcome[]> {
  if (spins.length < 2) return spins.map(() => ({ kind: 'alone' }));
  const accounts = new Set(spins.map((spin) => guardedAccountOf(spin.entry, spin.accountIds).id));
  if (accounts.size !== spins.length) throw new Error('A spin batch moves each wallet once');
  const items: object[] = [];
  const postings: object[] = [];
  spins.forEach(({ entry, accountIds, round }, i) => {
    checkBalanced(entry);
    const { code: account, id: accountId } = guardedAccountOf(entry, accountIds);
    const { net, lowest } = movesOf(entry.postings);
    items.push({
      i,
      account_id: accountId,
      net: net.get(account)!.toString(),
      lowest: lowest.get(account)!.toString(),
      key: entry.key,
      refused_as: entry.refusedAs ?? null,
      kind: entry.kind,
      member_id: entry.memberId ?? null,
      reference: entry.reference ?? null,
      actor: entry.actor ?? null,
      at: (entry.at ?? new Date()).toISOString(),
      game_id: round.gameId,
      session_id: round.sessionId,
      spin_id: round.spinId,
      bet: round.bet,
      win: round.win,
      reels: round.reels,
      customer: round.customerName,
      played_at: round.playedAt?.toISOString() ?? null,
    });
    // A posting's balance after = the wallet's balance after the entry + (its running sum − the net change).
    let running = 0n;
    for (const p of entry.postings) {
      const own = p.account === account;
      if (own) running += p.amount;
      const id = accountIds.get(p.account);
      if (id === undefined) throw new Error(`Spin ${entry.key}: no account id for ${p.account}`);
      postings.push({
        i,
        account_id: id,
        amount: p.amount.toString(),
        off: own ? (running - net.get(account)!).toString() : null,
        tx_type: p.txType,
      });
    }
  });
  let rows: Array<{ i: number; entry_id: string | number | null; balance: string | null; seen: boolean | null; diverted: boolean | null }>;
  try {
    rows = await preparedOf(db)<(typeof rows)[number]>(BATCH_STATEMENT, [JSON.stringify(items), JSON.stringify(postings)]);
  } catch (error) {
    if (isAbortedStatement(error)) return spins.map(() => ({ kind: 'alone' }));
    throw error;
  }
  const byIndex = new Map(rows.map((row) => [Number(row.i), row]));
  return spins.map(({ entry, accountIds }, i): SpinOutcome => {
    const row = byIndex.get(i)!;
    if (row.entry_id !== null) {
      const balance = BigInt(row.balance!);
      announceBalances(mainAccountMoves(entry.postings, new Map([[guardedAccountOf(entry, accountIds).code, balance]])));
      return { kind: 'posted', entryId: Number(row.entry_id), balance };
    }
    if (row.seen) return { kind: 'seen' };
    if (row.diverted) return { kind: 'diverted' };
    return { kind: 'short' };
  });
}

interface Waiting {
  spin: BatchedSpin;
  /** The request's async context (its trace): the statement that carries the spin runs in it. */
  scope: AsyncResource;
  wallet: number;
  alone: () => Promise<SpinOutcome>;
  resolve: (outcome: SpinOutcome) => void;
  reject: (error: unknown) => void;
}

export interface SpinBatcherOptions {
  /** Spin statements (batches and single spins) in flight at once; more spins wait and go together. */
  inFlight: number;
  /** The most spins in one statement. */
  maxBatch: number;
}

/**
 * The group commit. A spin goes out at once while fewer than `inFlight` spin statements are under
 * way (alone: the single statement); otherwise it waits, and when a statement returns, the waiting
 * spins go out together, one per wallet, in arrival order. A spin whose wallet already has a
 * statement under way goes alone at once, beside the others (and uncounted): a wallet's spins queue
 * on its row in the database, as they did before batching, never one round trip after another here.
 * Batches under way never share a wallet, so they cannot deadlock one another; a single statement
 * locks one row and cannot take part in a deadlock either.
 */
export class SpinBatcher {
  private queue: Waiting[] = [];
  private running = 0;
  /** Wallets with a statement under way, and how many. */
  private readonly busy = new Map<number, number>();
  private scheduled = false;
  /** Statements sent, spins sent in batches of two or more, and the largest batch. */
  readonly stats = { statements: 0, batchedSpins: 0, largestBatch: 0 };

  constructor(
    private readonly db: Db,
    private readonly options: SpinBatcherOptions,
  ) {}

  /** Settles `spin` in the next batch, or alone through `alone` (the single statement). */
  settle(spin: BatchedSpin, alone: () => Promise<SpinOutcome>): Promise<SpinOutcome> {
    const wallet = guardedAccountOf(spin.entry, spin.accountIds).id;
    return new Promise((resolve, reject) => {
      const waiting = { spin, scope: new AsyncResource('spin-batch'), wallet, alone, resolve, reject };
      // Its wallet has a statement under way: alone at once, beside it (see flush).
      if (this.busy.has(wallet)) return this.send([waiting], false);
      this.queue.push(waiting);
      this.schedule();
    });
  }

  /** Sends on the next turn of the event loop, so that spins parsed in the same turn go together. */
  private schedule(): void {
    if (this.scheduled || this.running >= this.options.inFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.running < this.options.inFlight && this.queue.length > 0) {
      const batch: Waiting[] = [];
      const wallets = new Set<number>();
      const rest: Waiting[] = [];
      for (const waiting of this.queue) {
        const free = batch.length < this.options.maxBatch && !wallets.has(waiting.wallet) && !this.busy.has(waiting.wallet);
        if (free) {
          batch.push(waiting);
          wallets.add(waiting.wallet);
        } else rest.push(waiting);
      }
      if (batch.length === 0) break;
      this.queue = rest;
      this.send(batch, true);
    }
    // A spin whose wallet has a statement under way cannot join a batch: it goes alone now, beside
    // that statement (it waits for the wallet's row there), rather than one statement at a time.
    const waiting = this.queue.filter((spin) => this.busy.has(spin.wallet));
    if (waiting.length === 0) return;
    this.queue = this.queue.filter((spin) => !this.busy.has(spin.wallet));
    for (const spin of waiting) this.send([spin], false);
  }

  /** Sends a batch, or one spin alone; `counted`: it takes one of the places under way. */
  private send(batch: Waiting[], counted: boolean): void {
    if (counted) this.running++;
    this.stats.statements++;
    for (const { wallet } of batch) this.busy.set(wallet, (this.busy.get(wallet) ?? 0) + 1);
    if (batch.length > 1) {
      this.stats.batchedSpins += batch.length;
      this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    }
    // A batch's statement shows in its first spin's trace.
    const sent = batch[0].scope.runInAsyncScope(() =>
      batch.length > 1 ? postSpinBatch(this.db, batch.map((waiting) => waiting.spin)) : batch[0].alone().then((outcome) => [outcome]),
    );
    sent
      .then(
        (outcomes) => batch.forEach((waiting, i) => waiting.resolve(outcomes[i])),
        (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
      )
      .finally(() => {
        if (counted) this.running--;
        for (const { wallet } of batch) {
          const left = this.busy.get(wallet)! - 1;
          if (left === 0) this.busy.delete(wallet);
          else this.busy.set(wallet, left);
        }
        this.flush();
      });
  }
}

const batchers = new WeakMap<Db, SpinBatcher>();

/**
 * The database's spin batcher, made on the first call (buildPlatform's, with SPIN_BATCH_IN_FLIGHT;
 * `inFlight` is not read after that). On PostgreSQL, two statements under way keep a server's cores busy
 * while the spins that arrive meanwhile gather into the next batches: on the money bench's two
 * cores, two gave 38–47% of the bare UPDATE rate where four gave 31–36% (larger batches, less
 * PostgreSQL CPU per bet; 2026-11-28; docs/money.md, "The spin path"). A database with more cores may want
 * more (SPIN_BATCH_IN_FLIGHT). PGlite runs one statement at a time, so one under way is all it can use.
 */
export function spinBatcherOf(db: Db, inFlight = PLATFORM_ENV.variables.SPIN_BATCH_IN_FLIGHT.fallback): SpinBatcher {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new SpinBatcher(db, { inFlight: dialectOf(db) === 'pglite' ? 1 : inFlight, maxBatch: 64 })));
  return batcher;
}
