// The ledger's invariants, checked from the rows themselves (`npm run ops -- reconcile`, and the
// test suite after every money test): all postings sum to zero, so does each entry, and every
// guarded account's cached balance equals the sum of its postings, every settled game round has
// its entry (and the other way round), and the references that have no foreign key (migration 0024)
// point at rows that exist.
import { sql } from 'drizzle-orm';
import type { ReconcileReport } from '../../../../../contract/operations';
import { fromCents } from '../../../core/money';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';

export type { ReconcileReport } from '../../../../../contract/operations';

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
  const [spins] = rowsOf<{ rounds_without_entry: number; entries_without_round: number }>(
    await ex.execute(sql`select
      (select count(*)::int from game_rounds r where (r.bet > 0 or r.win > 0)
        and not exists (select 1 from journal_entries e where e.key = 'spin:' || r.member_id || ':' || r.spin_id)) as rounds_without_entry,
      (select count(*)::int from journal_entries e where e.kind = 'spin'
        and not exists (select 1 from game_rounds r where r.member_id = e.member_id
          and r.spin_id = substr(e.key, length('spin:' || e.member_id || ':') + 1))) as entries_without_round`),
  );
  const [dangling] = rowsOf<{ count: number }>(
    await ex.execute(sql`select
      (select count(*)::int from postings p where not exists (select 1 from ledger_accounts a where a.id = p.account_id)
        or not exists (select 1 from journal_entries e where e.id = p.entry_id))
      + (select count(*)::int from journal_entries e where e.member_id is not null and not exists (select 1 from members m where m.id = e.member_id))
      + (select count(*)::int from game_rounds r where not exists (select 1 from games g where g.id = r.game_id)
        or not exists (select 1 from members m where m.id = r.member_id) or not exists (select 1 from game_sessions s where s.id = r.session_id))
      + (select count(*)::int from game_wins w where not exists (select 1 from games g where g.id = w.game_id)
        or (w.member_id is not null and not exists (select 1 from members m where m.id = w.member_id))) as count`),
  );
  const total = BigInt(totals.total ?? '0');
  const report: ReconcileReport = {
    ok: total === 0n && unbalanced.length === 0 && off.length === 0 && spins.rounds_without_entry === 0 && spins.entries_without_round === 0 && dangling.count === 0,
    entries: Number(totals.entries),
    postings: Number(totals.postings),
    total: fromCents(total),
    unbalancedEntries: unbalanced.map((r) => ({ entryId: Number(r.entry_id), key: r.key, sum: fromCents(BigInt(r.sum)) })),
    roundsWithoutEntry: spins.rounds_without_entry,
    spinEntriesWithoutRound: spins.entries_without_round,
    danglingReferences: dangling.count,
    accountsOff: off.map((r) => ({ code: r.code, cached: fromCents(BigInt(r.cached)), posted: fromCents(BigInt(r.posted)) })),
  };
  return report;
}
