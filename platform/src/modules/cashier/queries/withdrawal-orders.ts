// SQL of the withdrawals: orders and their events, the member's daily usage, the compare-and-set
// transition, the records, and the turnover sums (money-and-agents §3). Rules live in
// modules/cashier/rules/withdrawals.ts; these functions only read and write rows.
import { and, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { WITHDRAWAL_STATE } from '../../../../../contract/cashier-states';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { members } from '../../accounts';
import { bankCards, orderEvents, withdrawalOrders } from '../schema';

export type WithdrawalOrder = typeof withdrawalOrders.$inferSelect;
type OrderChange = Partial<Pick<WithdrawalOrder, 'confirmation' | 'receivedAmount' | 'proofImageId' | 'decidedBy' | 'remark' | 'approvedAt' | 'confirmedAt'>>;

/** Orders that use up the day's count and amount: all but the rejected and the failed. */
const COUNTED_STATES = [WITHDRAWAL_STATE.processing, WITHDRAWAL_STATE.transferring, WITHDRAWAL_STATE.success];

/**
 * Locks the member's row: one withdrawal per member at a time, so daily limits are exact. `no key
 * update`, not `update`: every ledger entry and round of the member takes a key-share lock on this
 * row (their foreign keys), and a full update lock would deadlock with a bet holding the account.
 */
export async function lockMember(ex: Executor, memberId: number): Promise<void> {
  await ex.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

export async function dailyUsage(ex: Executor, memberId: number, since: Date): Promise<{ count: number; amount: bigint }> {
  const [row] = await ex
    .select({ count: sql<string>`count(*)`, amount: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)` })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), gte(withdrawalOrders.createdAt, since), inArray(withdrawalOrders.state, COUNTED_STATES)));
  return { count: Number(row.count), amount: BigInt(row.amount) };
}

export async function insertOrder(ex: Executor, values: typeof withdrawalOrders.$inferInsert): Promise<WithdrawalOrder> {
  const [row] = await ex.insert(withdrawalOrders).values(values).returning();
  return row;
}

export async function insertOrderEvent(
  ex: Executor,
  event: { orderId: number; fromState: number | null; toState: number; action: string; actor: string; remark?: string | null; at?: Date },
): Promise<void> {
  await ex.insert(orderEvents).values({ orderType: 'withdrawal', ...event, remark: event.remark ?? null, createdAt: event.at ?? new Date() });
}

export async function findOrder(ex: Executor, id: number): Promise<WithdrawalOrder | undefined> {
  const [row] = await ex.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id));
  return row;
}

/** The order's state now, its row locked until the transaction ends (a decision racing this one waits). */
export async function lockedOrderState(ex: Executor, id: number): Promise<number | undefined> {
  const [row] = await ex.select({ state: withdrawalOrders.state }).from(withdrawalOrders).where(eq(withdrawalOrders.id, id)).for('update');
  return row?.state;
}

export async function findMemberOrder(ex: Executor, memberId: number, withdrawalId: string): Promise<WithdrawalOrder | undefined> {
  const [row] = await ex
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.withdrawalId, withdrawalId), eq(withdrawalOrders.memberId, memberId)));
  return row;
}

/**
 * Compare-and-set: moves the order only if it is still in `from` at `version` (TCG's
 * processAndApprove). No row back means someone else moved it first.
 */
export async function casOrder(
  ex: Executor,
  order: Pick<WithdrawalOrder, 'id' | 'state' | 'version'>,
  toState: number,
  change: OrderChange,
  at: Date,
  extra?: SQL,
): Promise<WithdrawalOrder | undefined> {
  const [row] = await ex
    .update(withdrawalOrders)
    .set({ ...change, state: toState, version: order.version + 1, updatedAt: at })
    .where(and(eq(withdrawalOrders.id, order.id), eq(withdrawalOrders.state, order.state), eq(withdrawalOrders.version, order.version), extra))
    .returning();
  return row;
}

const orderWithCard = {
  order: withdrawalOrders,
  account: members.account,
  bankCode: bankCards.bankCode,
  accountNumber: bankCards.accountNumber,
  accountName: bankCards.accountName,
};

export async function listOrders(ex: Executor, filter: { state?: number; limit: number }) {
  return ex
    .select(orderWithCard)
    .from(withdrawalOrders)
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .innerJoin(bankCards, eq(bankCards.id, withdrawalOrders.bankCardId))
    .where(filter.state === undefined ? undefined : eq(withdrawalOrders.state, filter.state))
    .orderBy(desc(withdrawalOrders.id))
    .limit(filter.limit);
}

export async function memberOrders(ex: Executor, memberId: number, q: { from?: Date; to?: Date; status?: number; page: number; size: number }) {
  const where = and(
    eq(withdrawalOrders.memberId, memberId),
    q.from ? gte(withdrawalOrders.createdAt, q.from) : undefined,
    q.to ? lte(withdrawalOrders.createdAt, q.to) : undefined,
    q.status === undefined ? undefined : eq(withdrawalOrders.state, q.status),
  );
  const [{ total }] = await ex.select({ total: sql<string>`count(*)` }).from(withdrawalOrders).where(where);
  const rows = await ex
    .select(orderWithCard)
    .from(withdrawalOrders)
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .innerJoin(bankCards, eq(bankCards.id, withdrawalOrders.bankCardId))
    .where(where)
    .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { total: Number(total), rows };
}

/** Paid orders the member never answered, approved at or before `approvedBefore`. */
export async function unconfirmedPaidOrders(ex: Executor, approvedBefore: Date, limit: number): Promise<WithdrawalOrder[]> {
  return ex
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.state, WITHDRAWAL_STATE.transferring), isNull(withdrawalOrders.confirmation), lte(withdrawalOrders.approvedAt, approvedBefore)))
    .orderBy(withdrawalOrders.approvedAt)
    .limit(limit);
}

// ---- turnover (money-and-agents §3.3) ----

/**
 * When each member's last withdrawal was paid out (approved, then confirmed or waiting): turnover
 * counts from there. Many members in one statement (the withdrawal queue's rows); null: never paid.
 */
export async function lastPaidAtOf(ex: Executor, memberIds: readonly number[]): Promise<Map<number, Date | null>> {
  const paid = new Map<number, Date | null>(memberIds.map((id) => [id, null]));
  if (memberIds.length === 0) return paid;
  const rows = await ex
    .select({ memberId: withdrawalOrders.memberId, at: sql<Date | string | null>`max(${withdrawalOrders.approvedAt})` })
    .from(withdrawalOrders)
    .where(and(inArray(withdrawalOrders.memberId, [...memberIds]), inArray(withdrawalOrders.state, [WITHDRAWAL_STATE.transferring, WITHDRAWAL_STATE.success])))
    .groupBy(withdrawalOrders.memberId);
  for (const row of rows) paid.set(row.memberId, row.at ? new Date(row.at) : null);
  return paid;
}

export async function lastPaidAt(ex: Executor, memberId: number): Promise<Date | null> {
  return (await lastPaidAtOf(ex, [memberId])).get(memberId) ?? null;
}

/** Each member's window as rows `w(member_id, since)` to join on (since null: from the beginning). */
export function turnoverWindows(since: ReadonlyMap<number, Date | null>): SQL {
  const ids = [...since.keys()];
  const list = (values: SQL[]) => sql.join(values, sql`, `);
  return sql`unnest(array[${list(ids.map((id) => sql`${id}`))}]::int[], array[${list(ids.map((id) => sql`${since.get(id)?.toISOString() ?? null}`))}]::timestamptz[]) as w(member_id, since)`;
}

/** Per member and game type, from rows (member_id, game_type, amount as text). */
function perMember(rows: { member_id: number; game_type: string; amount: string }[], members: Iterable<number>): Map<number, Map<string, bigint>> {
  const result = new Map<number, Map<string, bigint>>([...members].map((id) => [id, new Map()]));
  for (const row of rows) result.get(Number(row.member_id))?.set(row.game_type, BigInt(row.amount));
  return result;
}

/** Σ required turnover per game type in each member's window, in minor units. */
export async function requiredTurnoverOf(ex: Executor, since: ReadonlyMap<number, Date | null>): Promise<Map<number, Map<string, bigint>>> {
  if (since.size === 0) return new Map();
  const rows = rowsOf<{ member_id: number; game_type: string; amount: string }>(
    await ex.execute(sql`
      select t.member_id, t.game_type, sum(t.required)::text as amount
      from ${turnoverWindows(since)}
      join turnover_requirements t on t.member_id = w.member_id and (w.since is null or t.created_at >= w.since)
      group by t.member_id, t.game_type`),
  );
  return perMember(rows, since.keys());
}

/** Σ bets per game type in each member's window, in minor units (game_rounds keeps numeric(18,2)). */
export async function actualTurnoverOf(ex: Executor, since: ReadonlyMap<number, Date | null>): Promise<Map<number, Map<string, bigint>>> {
  if (since.size === 0) return new Map();
  const rows = rowsOf<{ member_id: number; game_type: string; amount: string }>(
    await ex.execute(sql`
      select r.member_id, g.game_type, ((sum(r.bet) * 100)::bigint)::text as amount
      from ${turnoverWindows(since)}
      join game_rounds r on r.member_id = w.member_id and (w.since is null or r.created_at >= w.since)
      join games g on g.id = r.game_id
      group by r.member_id, g.game_type`),
  );
  return perMember(rows, since.keys());
}
