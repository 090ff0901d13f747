// The ledger's invariants, checked from the rows themselves (`npm run ops -- reconcile`, and the
// test suite after every money test): all postings sum to zero, so does each entry, and every
// guarded account's cached balance equals the sum of its postings.
import { sql } from 'drizzle-orm';
import { fromCents } from '../domain/money';
import type { Executor } from './client';

export interface ReconcileReport {
  ok: boolean;
  entries: number;
  postings: number;
  /** Σ of every posting, in money (must be "0.00"). */
  total: string;
  unbalancedEntries: { entryId: number; key: string; sum: string }[];
  accountsOff: { code: string; cached: string; posted: string }[];
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows: T[] }).rows ?? [])) as T[];

export async function reconcile(ex: Executor): Promise<ReconcileReport> {
  const [totals] = rowsOf<{ entries: string; postings: string; total: string | null }>(
    await ex.execute(sql`select (select count(*) from journal_entries) as entries, count(*) as postings, sum(amount) as total from postings`),
  );
  const unbalanced = rowsOf<{ entry_id: string; key: string; sum: string }>(
    await ex.execute(sql`
      select p.entry_id, e.key, sum(p.amount) as sum from postings p join journal_entries e on e.id = p.entry_id
      group by p.entry_id, e.key having sum(p.amount) <> 0 order by p.entry_id limit 50`),
  );
  const off = rowsOf<{ code: string; cached: string; posted: string }>(
    await ex.execute(sql`
      select a.code, a.balance as cached, coalesce(s.posted, 0) as posted
      from ledger_accounts a left join (select account_id, sum(amount) as posted from postings group by account_id) s on s.account_id = a.id
      where a.balance <> (case when a.tracks_balance then coalesce(s.posted, 0) else 0 end) order by a.code limit 50`),
  );
  const total = BigInt(totals.total ?? '0');
  const report: ReconcileReport = {
    ok: total === 0n && unbalanced.length === 0 && off.length === 0,
    entries: Number(totals.entries),
    postings: Number(totals.postings),
    total: fromCents(total),
    unbalancedEntries: unbalanced.map((r) => ({ entryId: Number(r.entry_id), key: r.key, sum: fromCents(BigInt(r.sum)) })),
    accountsOff: off.map((r) => ({ code: r.code, cached: fromCents(BigInt(r.cached)), posted: fromCents(BigInt(r.posted)) })),
  };
  return report;
}
