// Writes an activity plan (activity-plan.ts) with a handful of set-based statements: each table's
// rows go in as one INSERT … SELECT FROM unnest(arrays), never one statement per round. Ids the
// rows refer to (journal entries, orders) are drawn from their sequences first. The members'
// accounts are locked while the plan is made and written, and their cached balances move by the
// plan's net change, so the ledger reconciles and every posting's balance_after is exact.
import { sql } from 'drizzle-orm';
import { DEPOSIT_STATE, WITHDRAWAL_STATE } from '../../../contract/cashier-states';
import { DEMO_CASHIER_SETTINGS } from './cashier-details';
import { accountShape, ledgerAccount } from '../modules/ledger';
import { promptPayPayload } from '../modules/cashier';
import type { Executor } from '../core/database/client';
import { rowsOf } from '../core/database/rows-of';
import type { ActivityPlan, PlannedEntry } from './activity-plan';

/** A Postgres array literal of numbers (NULL for null). */
const numbers = (values: readonly (number | bigint | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
/** A Postgres array literal of texts, each quoted. */
const texts = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
const time = (column: string) => sql.raw(`(timestamptz 'epoch' + ${column} * interval '1 millisecond')`);

export interface LockedAccount {
  id: number;
  balance: bigint;
}

/**
 * Creates the accounts when missing and locks the members' main and hold accounts (in id order)
 * for the caller's transaction: their balances cannot move until it ends.
 */
export async function lockMemberAccounts(ex: Executor, memberIds: number[]): Promise<Map<string, LockedAccount>> {
  const codes = memberIds.flatMap((id) => [ledgerAccount.main(id), ledgerAccount.hold(id)]);
  await ensureAccounts(ex, codes);
  const rows = rowsOf<{ id: number; code: string; balance: string }>(
    await ex.execute(sql`select id, code, balance::text from ledger_accounts where code = any(${texts(codes)}::text[]) order by id for update`),
  );
  return new Map(rows.map((r) => [r.code, { id: Number(r.id), balance: BigInt(r.balance) }]));
}

/** Creates the accounts that do not exist yet (in code order, so concurrent batches never deadlock) and returns every id. */
export async function ensureAccounts(ex: Executor, codes: string[]): Promise<Map<string, number>> {
  codes = [...new Set(codes)].sort();
  const shapes = codes.map(accountShape);
  await ex.execute(sql`
    insert into ledger_accounts (code, member_id, kind, tracks_balance)
    select * from unnest(${texts(codes)}::text[], ${numbers(shapes.map((s) => s.memberId))}::int[], ${texts(shapes.map((s) => s.kind))}::text[], ${`{${shapes.map((s) => s.tracksBalance).join(',')}}`}::boolean[])
    on conflict (code) do nothing`);
  const rows = rowsOf<{ id: number; code: string }>(await ex.execute(sql`select id, code from ledger_accounts where code = any(${texts(codes)}::text[])`));
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
}

/** `n` fresh ids of a serial column, ascending. */
async function nextIds(ex: Executor, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await ex.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${n}::int)`),
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

export interface WriteReport {
  rounds: number;
  entries: number;
  postings: number;
  deposits: number;
  withdrawals: number;
}

/**
 * Writes the plan in the caller's transaction. `locked` are the members' accounts as
 * lockMemberAccounts returned them (the balances the plan started from).
 */
export async function writeActivity(ex: Executor, plan: ActivityPlan, locked: Map<string, LockedAccount>): Promise<WriteReport> {
  const settings = DEMO_CASHIER_SETTINGS;
  const houseCodes = new Set<string>();
  for (const entry of plan.entries) for (const p of entry.postings) if (!locked.has(p.account)) houseCodes.add(p.account);
  const accountIds = await ensureAccounts(ex, [...houseCodes]);
  for (const [code, account] of locked) accountIds.set(code, account.id);

  const withdrawalIds = await nextIds(ex, 'withdrawal_orders', plan.withdrawals.length);
  const depositIds = await nextIds(ex, 'deposit_orders', plan.deposits.length);

  // Sessions before rounds (rounds refer to them).
  if (plan.sessions.length) {
    await ex.execute(sql`
      insert into game_sessions (id, member_id, game_id, vendor, token_hash, language, created_at, expires_at)
      select s.id, s.member_id, s.game_id, 'local', 'seeded:' || s.id, 'th', ${time('s.at')}, ${time('s.at')} + interval '4 hours'
      from unnest(${texts(plan.sessions.map((s) => s.id))}::text[], ${numbers(plan.sessions.map((s) => s.memberId))}::int[],
        ${numbers(plan.sessions.map((s) => s.gameId))}::int[], ${numbers(plan.sessions.map((s) => s.at))}::bigint[]) as s(id, member_id, game_id, at)`);
  }
  if (plan.rounds.length) {
    const r = plan.rounds;
    await ex.execute(sql`
      insert into game_rounds (member_id, game_id, session_id, spin_id, bet, win, balance_after, reels, created_at)
      select r.member_id, r.game_id, r.session_id, r.spin_id, r.bet / 100.0, r.win / 100.0, r.after / 100.0, '[]'::jsonb, ${time('r.at')}
      from unnest(${numbers(r.map((x) => x.memberId))}::int[], ${numbers(r.map((x) => x.gameId))}::int[], ${texts(r.map((x) => x.sessionId))}::text[],
        ${texts(r.map((x) => x.spinId))}::text[], ${numbers(r.map((x) => x.bet))}::bigint[], ${numbers(r.map((x) => x.win))}::bigint[],
        ${numbers(r.map((x) => x.balanceAfter))}::bigint[], ${numbers(r.map((x) => x.at))}::bigint[])
        as r(member_id, game_id, session_id, spin_id, bet, win, after, at)`);
  }

  if (plan.deposits.length) {
    const d = plan.deposits;
    const instructions = d.map((order, i) =>
      JSON.stringify(
        order.method === 'BANK'
          ? { method: 'BANK', ...settings.receivingAccounts[i % settings.receivingAccounts.length] }
          : { method: 'QR', payload: promptPayPayload(settings.promptPayId, order.amount) },
      ),
    );
    const decided = (state: number) => state === DEPOSIT_STATE.approved || state === DEPOSIT_STATE.rejected;
    await ex.execute(sql`
      with d as (
        select * from unnest(${numbers(depositIds)}::bigint[], ${texts(d.map((x) => x.depositId))}::text[], ${numbers(d.map((x) => x.memberId))}::int[],
          ${texts(d.map((x) => x.method))}::text[], ${numbers(d.map((x) => x.amount))}::bigint[], ${numbers(d.map((x) => x.state))}::smallint[],
          ${texts(instructions)}::text[], ${texts(d.map((x) => (decided(x.state) ? 'operator:seed' : null)))}::text[], ${numbers(d.map((x) => x.at))}::bigint[])
          as d(id, deposit_id, member_id, method, amount, state, instructions, decided_by, at)),
      orders as (
        insert into deposit_orders (id, deposit_id, member_id, method, channel_id, amount, fee, state, version, payer_name, instructions, expires_at, decided_by, created_at, updated_at)
        select d.id, d.deposit_id, d.member_id, d.method, case d.method when 'BANK' then 'BANKTH' else 'TBQR' end, d.amount, 0, d.state, 1,
          case when d.method = 'BANK' then m.payee_name end,
          case when d.method = 'BANK' then d.instructions::jsonb || jsonb_build_object('payeeName', coalesce(m.payee_name, '')) else d.instructions::jsonb end, ${time('d.at')} + ${`${settings.depositExpiryMinutes} minutes`}::interval,
          d.decided_by, ${time('d.at')}, ${time('d.at')}
        from d join members m on m.id = d.member_id
        returning id),
      events as (
        insert into order_events (order_type, order_id, from_state, to_state, action, actor, created_at)
        select 'deposit', d.id, null::smallint, ${DEPOSIT_STATE.new}::smallint, 'create', 'member:' || d.member_id, ${time('d.at')} from d
        union all
        select 'deposit', d.id, ${DEPOSIT_STATE.new}::smallint, d.state, 'seed', 'operator:seed', ${time('d.at')} from d)
      insert into turnover_requirements (member_id, source, reference, required, created_at)
      select d.member_id, 'deposit', d.deposit_id, d.amount * ${settings.depositTurnoverPercent} / 100, ${time('d.at')}
      from d where d.state = ${DEPOSIT_STATE.approved}`);
  }

  if (plan.withdrawals.length) {
    const w = plan.withdrawals;
    const W = WITHDRAWAL_STATE;
    await ex.execute(sql`
      with w as (
        select * from unnest(${numbers(withdrawalIds)}::bigint[], ${texts(w.map((x) => x.withdrawalId))}::text[], ${numbers(w.map((x) => x.memberId))}::int[],
          ${numbers(w.map((x) => x.bankCardId))}::int[], ${numbers(w.map((x) => x.amount))}::bigint[], ${numbers(w.map((x) => x.state))}::smallint[],
          ${numbers(w.map((x) => x.at))}::bigint[], ${numbers(w.map((x) => x.decidedAt))}::bigint[])
          as w(id, withdrawal_id, member_id, bank_card_id, amount, state, at, decided_at)),
      orders as (
        insert into withdrawal_orders (id, withdrawal_id, member_id, bank_card_id, amount, fee, state, version, confirmation, decided_by, approved_at, confirmed_at, created_at, updated_at)
        select w.id, w.withdrawal_id, w.member_id, w.bank_card_id, w.amount, 0, w.state, case when w.state = ${W.success} then 2 else 1 end,
          case when w.state = ${W.success} then 'received' end, 'operator:seed',
          case when w.state = ${W.success} then ${time('w.decided_at')} end, case when w.state = ${W.success} then ${time('w.decided_at')} end,
          ${time('w.at')}, ${time('w.decided_at')}
        from w returning id)
      insert into order_events (order_type, order_id, from_state, to_state, action, actor, created_at)
      select 'withdrawal', w.id, null::smallint, ${W.processing}::smallint, 'request', 'member:' || w.member_id, ${time('w.at')} from w
      union all
      select 'withdrawal', w.id, ${W.processing}::smallint, ${W.transferring}::smallint, 'approve', 'operator:seed', ${time('w.decided_at')} from w where w.state = ${W.success}
      union all
      select 'withdrawal', w.id, ${W.transferring}::smallint, ${W.success}::smallint, 'confirm', 'member:' || w.member_id, ${time('w.decided_at')} from w where w.state = ${W.success}
      union all
      select 'withdrawal', w.id, ${W.processing}::smallint, ${W.auditFailure}::smallint, 'reject', 'operator:seed', ${time('w.decided_at')} from w where w.state = ${W.auditFailure}`);
  }

  // Entries in time order (a stable sort keeps each member's own order), so ids follow the clock.
  const entries = [...plan.entries].sort((a, b) => a.at - b.at);
  const entryIds = await nextIds(ex, 'journal_entries', entries.length);
  const keyOf = (entry: PlannedEntry) =>
    typeof entry.key === 'string' ? entry.key : `withdrawal:${withdrawalIds[entry.key.withdrawal]}:${entry.key.action}`;
  const postingEntry: number[] = [];
  const postingAccount: number[] = [];
  const postingAmount: bigint[] = [];
  const postingAfter: (bigint | null)[] = [];
  const postingType: string[] = [];
  const postingAt: number[] = [];
  for (const [i, entry] of entries.entries()) {
    for (const p of entry.postings) {
      postingEntry.push(entryIds[i]);
      postingAccount.push(accountIds.get(p.account)!);
      postingAmount.push(p.amount);
      postingAfter.push(p.balanceAfter);
      postingType.push(p.txType);
      postingAt.push(entry.at);
    }
  }
  if (entries.length) {
    await ex.execute(sql`
      insert into journal_entries (id, key, kind, member_id, reference, actor, created_at)
      select e.id, e.key, e.kind, e.member_id, e.reference, e.actor, ${time('e.at')}
      from unnest(${numbers(entryIds)}::bigint[], ${texts(entries.map(keyOf))}::text[], ${texts(entries.map((e) => e.kind))}::text[],
        ${numbers(entries.map((e) => e.memberId))}::int[], ${texts(entries.map((e) => e.reference))}::text[], ${texts(entries.map((e) => e.actor))}::text[],
        ${numbers(entries.map((e) => e.at))}::bigint[]) as e(id, key, kind, member_id, reference, actor, at)`);
    await ex.execute(sql`
      insert into postings (entry_id, account_id, amount, balance_after, tx_type, created_at)
      select p.entry_id, p.account_id, p.amount, p.after, p.tx_type, ${time('p.at')}
      from unnest(${numbers(postingEntry)}::bigint[], ${numbers(postingAccount)}::int[], ${numbers(postingAmount)}::bigint[],
        ${numbers(postingAfter)}::bigint[], ${texts(postingType)}::text[], ${numbers(postingAt)}::bigint[])
        as p(entry_id, account_id, amount, after, tx_type, at)`);
  }

  // The cached balances move by the plan's net change (the accounts are locked: nothing else moved them).
  const moved = [...plan.balances].filter(([code, balance]) => balance !== locked.get(code)!.balance);
  if (moved.length) {
    await ex.execute(sql`
      update ledger_accounts a set balance = a.balance + v.change
      from unnest(${numbers(moved.map(([code]) => locked.get(code)!.id))}::int[], ${numbers(moved.map(([code, balance]) => balance - locked.get(code)!.balance))}::bigint[]) as v(id, change)
      where a.id = v.id`);
  }
  return { rounds: plan.rounds.length, entries: entries.length, postings: postingEntry.length, deposits: plan.deposits.length, withdrawals: plan.withdrawals.length };
}
