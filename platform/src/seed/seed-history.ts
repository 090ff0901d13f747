// `npm run ops -- seed-history [entries] [memberAccount]`: fills the ledger with N balanced journal
// entries (default 1,000,000) to measure the records at volume. Set-based: each batch is one
// INSERT … SELECT generate_series statement chain (entries, postings, cached balances), so a
// million entries take seconds, not hours. Each member's seeded rows come in pairs (a win of X,
// then a bet of X), spread evenly over the last 365 days: the running balance never drops below
// what the member had, balance_after is exact within the seeded rows, and the cached balance stays
// the sum of the postings, so reconcile still passes. Ends with VACUUM ANALYZE of the tables.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../core/database/client';
import { rowsOf } from '../core/database/rows-of';
import { ledgerAccount } from '../modules/ledger';

export const SEED_HISTORY_DEFAULT = 1_000_000;
export const SEED_HISTORY_MAX = 5_000_000;
const BATCH = 50_000;
const SPAN_MS = 365 * 24 * 60 * 60 * 1000;
export const SEED_HOUSE_ACCOUNT = ledgerAccount.houseGame('SEED');

export interface SeedHistoryReport {
  entries: number;
  postings: number;
  members: string[];
  ms: number;
}

async function ensureAccount(db: Db, code: string, memberId: number | null, kind: string, tracks: boolean): Promise<number> {
  await db.execute(sql`insert into ledger_accounts (code, member_id, kind, tracks_balance) values (${code}, ${memberId}, ${kind}, ${tracks}) on conflict do nothing`);
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`select id from ledger_accounts where code = ${code}`));
  return Number(row.id);
}

/** Seeds `entries` entries over the real (non-trial, non-staff) demo members, or over one member. */
export async function seedHistory(db: Db, entries = SEED_HISTORY_DEFAULT, memberAccount?: string): Promise<SeedHistoryReport> {
  const started = Date.now();
  const found = rowsOf<{ id: number; account: string }>(
    await db.execute(
      memberAccount
        ? sql`select id, account from members where account = ${memberAccount}`
        : sql`select id, account from members where type in (0, 1, 2, 41, 42) order by id limit 20`,
    ),
  );
  if (found.length === 0) throw new Error(memberAccount ? `no member ${memberAccount}` : 'no members to seed');
  const accounts = [];
  for (const [index, member] of found.entries()) {
    const id = await ensureAccount(db, ledgerAccount.main(member.id), member.id, 'main', true);
    accounts.push({ index, memberId: Number(member.id), accountId: id });
  }
  const house = await ensureAccount(db, SEED_HOUSE_ACCOUNT, null, 'house', false);
  const run = randomBytes(4).toString('hex');
  const prefix = `seed-history:${run}:`;
  const start = Date.now() - SPAN_MS;
  const stepMs = SPAN_MS / entries;
  const m = accounts.length;
  const memberValues = sql.join(
    accounts.map((a) => sql`(${a.index}::int, ${a.memberId}::int, ${a.accountId}::int)`),
    sql`, `,
  );

  // Whole pairs per batch for every member: a batch nets each member to zero (but for a last odd row).
  const batch = Math.max(2 * m, Math.floor(BATCH / (2 * m)) * 2 * m);
  for (let first = 0; first < entries; first += batch) {
    const last = Math.min(entries, first + batch) - 1;
    await db.transaction(async (tx) => {
      // The members' balances before this batch: each seeded pair returns to it.
      await tx.execute(sql`
        with mem(idx, member_id, account_id) as (values ${memberValues}),
        base as (select mem.*, a.balance from mem join ledger_accounts a on a.id = mem.account_id),
        series as (
          select g, b.member_id, b.account_id, b.balance,
            (g / ${m}) as i,
            (1000 + ((g / ${m} / 2) % 50) * 137)::bigint as x
          from generate_series(${first}::bigint, ${last}::bigint) g join base b on b.idx = (g % ${m})
        ),
        ins as (
          insert into journal_entries (key, kind, member_id, reference, actor, remark, created_at)
          select ${prefix} || g, 'seed_history', member_id, 'SH' || ${run} || '-' || g, 'ops:seed-history', null,
            to_timestamp((${start}::double precision + g * ${stepMs}::double precision) / 1000.0)
          from series
          returning id, key, created_at
        ),
        rows as (
          select ins.id as entry_id, ins.created_at, s.account_id, s.balance, s.i, s.x
          from ins join series s on ins.key = ${prefix} || s.g
        ),
        posted as (
          insert into postings (entry_id, account_id, amount, balance_after, tx_type, created_at)
          select entry_id, account_id, case when i % 2 = 0 then x else -x end,
            case when i % 2 = 0 then balance + x else balance end,
            case when i % 2 = 0 then 'winning' else 'betting' end, created_at from rows
          union all
          select entry_id, ${house}::int, case when i % 2 = 0 then -x else x end, null,
            case when i % 2 = 0 then 'winning' else 'betting' end, created_at from rows
          returning account_id, amount
        ),
        delta as (select account_id, sum(amount) as change from posted group by account_id)
        update ledger_accounts a set balance = a.balance + delta.change
        from delta where a.id = delta.account_id and a.tracks_balance`);
    });
  }
  await db.execute(sql`vacuum analyze journal_entries`);
  await db.execute(sql`vacuum analyze postings`);
  await db.execute(sql`analyze ledger_accounts`);
  return { entries, postings: entries * 2, members: found.map((f) => f.account), ms: Date.now() - started };
}

/** `seed-history [entries] [memberAccount]` → arguments, or undefined when malformed. */
export function parseSeedHistoryArgs(rest: string[]): { entries: number; memberAccount?: string } | undefined {
  if (rest.length > 2) return undefined;
  const [count, account] = rest;
  const entries = count === undefined ? SEED_HISTORY_DEFAULT : Number(count);
  if (!Number.isInteger(entries) || entries < 1 || entries > SEED_HISTORY_MAX) return undefined;
  if (account !== undefined && !/^[A-Za-z0-9_]{2,32}$/.test(account)) return undefined;
  return account === undefined ? { entries } : { entries, memberAccount: account };
}
