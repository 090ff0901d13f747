// The progressive jackpot pool as ledger money: the pool is the balance of house:jackpot (the sum of
// its postings). Spins add their share in their own entry (game-play.ts); this module seeds the pool
// once, pays a jackpot win into the wallet the spin was played from (one entry per winning spin, keyed
// by it: a replayed spin pays once), pays the wins a stopped process left unpaid, and reads the pool.
// Trial credit neither feeds the pool nor wins it (ledger-accounts.ts isTrialMoney).
import { sql } from 'drizzle-orm';
import { JACKPOT_REELS, JACKPOT_SEED_CENTS } from '../rules/jackpot';
import { accountShape, ledgerAccount } from '../../ledger';
import type { Db, Executor } from '../../../core/database/client';
import { accountIdsOf, DuplicateEntryError, inLedgerTransaction, type AccountDirectory } from '../../ledger';
import { spinEntryKey } from './game-play';
import { rowsOf } from '../../../core/database/rows-of';

export const JACKPOT_SEED_KEY = 'jackpot:seed:1';
export const jackpotWinKey = (memberId: number, spinId: string) => `jackpot:${memberId}:${spinId}`;

/** The pool now, in minor units. */
export async function jackpotPool(ex: Executor): Promise<bigint> {
  const [row] = rowsOf<{ pool: string | null }>(
    await ex.execute(sql`select coalesce(sum(p.amount), 0)::text as pool from postings p
      where p.account_id = (select id from ledger_accounts where code = ${ledgerAccount.houseJackpot})`),
  );
  return BigInt(row?.pool ?? '0');
}

/** Seeds the pool the first time (idempotent: the seed's key posts once). */
export async function seedJackpot(db: Db, directory: AccountDirectory | undefined, now = new Date()): Promise<void> {
  try {
    await inLedgerTransaction(db, directory, (writer) =>
      writer.post({
        key: JACKPOT_SEED_KEY,
        kind: 'jackpot_seed',
        actor: 'system',
        remark: 'Jackpot pool seed',
        postings: [
          { account: ledgerAccount.houseJackpotSeed, amount: -JACKPOT_SEED_CENTS, txType: 'other' },
          { account: ledgerAccount.houseJackpot, amount: JACKPOT_SEED_CENTS, txType: 'other' },
        ],
        at: now,
      }),
    );
  } catch (error) {
    if (!(error instanceof DuplicateEntryError)) throw error;
  }
}

export interface JackpotWin {
  /** The pool paid, in minor units. */
  amountCents: bigint;
  /** false when this spin's jackpot was paid before (a replay): the stored amount. */
  paidNow: boolean;
  /** The spin's wallet's balance right after the payout (its posting's balance after): the same answer on a replay. */
  balanceCents: bigint;
}

/**
 * Pays the pool to the member whose spin `spinId` won it, in one transaction: the pool's account row
 * is locked (no key update: spins adding to the pool are not blocked), the pool read under the lock,
 * one entry keyed by the spin moves it all to the member and seeds the pool again. Two jackpot wins
 * at once pay one after the other, each the pool it finds; the same spin twice pays once.
 */
export async function payJackpot(db: Db, directory: AccountDirectory | undefined, win: { memberId: number; spinId: string }, now = new Date()): Promise<JackpotWin> {
  const key = jackpotWinKey(win.memberId, win.spinId);
  const wallet = await spinWalletOf(db, win.memberId, win.spinId);
  if (!wallet) throw new Error(`No spin ${win.spinId} of member ${win.memberId} to pay a jackpot to`);
  if (accountShape(wallet).kind === 'trial') throw new Error(`Spin ${win.spinId} played trial credit: it wins no jackpot`);
  const stored = async () => {
    const [row] = rowsOf<{ amount: string; balance: string }>(
      await db.execute(sql`select p.amount::text as amount, p.balance_after::text as balance from postings p join journal_entries e on e.id = p.entry_id
        join ledger_accounts a on a.id = p.account_id where e.key = ${key} and a.code = ${wallet}`),
    );
    return row ? { amountCents: BigInt(row.amount), paidNow: false, balanceCents: BigInt(row.balance) } : undefined;
  };
  const before = await stored();
  if (before) return before;
  try {
    return await inLedgerTransaction(db, directory, async (writer) => {
      const { ids } = await accountIdsOf(writer.tx, [ledgerAccount.houseJackpot], () => undefined);
      await writer.tx.execute(sql`select id from ledger_accounts where id = ${ids.get(ledgerAccount.houseJackpot)!} for no key update`);
      const [seen] = rowsOf<{ posted: boolean }>(await writer.tx.execute(sql`select exists (select 1 from journal_entries where key = ${key}) as posted`));
      if (seen.posted) throw new DuplicateEntryError(key);
      const pool = await jackpotPool(writer.tx);
      const posted = await writer.post({
        key,
        kind: 'jackpot_win',
        memberId: win.memberId,
        reference: win.spinId,
        actor: 'system',
        remark: 'Jackpot win',
        postings: (
          [
          { account: ledgerAccount.houseJackpot, amount: -pool, txType: 'winning' },
          { account: wallet, amount: pool, txType: 'winning' },
          { account: ledgerAccount.houseJackpotSeed, amount: -JACKPOT_SEED_CENTS, txType: 'other' },
          { account: ledgerAccount.houseJackpot, amount: JACKPOT_SEED_CENTS, txType: 'other' },
          ] as const
        ).filter((p) => p.amount !== 0n),
        at: now,
      });
      return { amountCents: pool, paidNow: true, balanceCents: posted.balances.get(wallet)! };
    });
  } catch (error) {
    if (!(error instanceof DuplicateEntryError)) throw error;
    const after = await stored();
    if (!after) throw error;
    return after;
  }
}

/** The wallet a spin was played from: the guarded account its entry moved (none when it never posted). */
async function spinWalletOf(ex: Executor, memberId: number, spinId: string): Promise<string | undefined> {
  const [row] = rowsOf<{ code: string }>(
    await ex.execute(sql`select a.code from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
      where e.key = ${spinEntryKey(memberId, spinId)} and a.tracks_balance limit 1`),
  );
  return row?.code;
}

/**
 * Pays every jackpot win whose round committed without its payout (the process stopped between the
 * spin's statement and the payout's transaction): the rounds showing three diamonds are the outbox
 * (their partial index, migration 0026), the payout's key says which were paid; rounds of trial
 * credit win nothing. Run when the platform starts; paying is idempotent, so instances starting
 * together pay each win once.
 */
export async function payPendingJackpots(db: Db, directory: AccountDirectory | undefined, now = new Date()): Promise<JackpotWin[]> {
  // The reels written out (not a parameter), so that the planner matches the partial index.
  const pending = rowsOf<{ member_id: number; spin_id: string }>(
    await db.execute(sql`select r.member_id, r.spin_id from game_rounds r
      where r.reels = ${sql.raw(`'${JSON.stringify(JACKPOT_REELS)}'::jsonb`)}
        and not exists (select 1 from journal_entries j where j.key = 'jackpot:' || r.member_id || ':' || r.spin_id)
        and not exists (select 1 from journal_entries s join postings p on p.entry_id = s.id join ledger_accounts a on a.id = p.account_id
          where s.key = 'spin:' || r.member_id || ':' || r.spin_id and a.kind = 'trial')
      order by r.id`),
  );
  const paid: JackpotWin[] = [];
  for (const win of pending) paid.push(await payJackpot(db, directory, { memberId: Number(win.member_id), spinId: win.spin_id }, now));
  return paid;
}
