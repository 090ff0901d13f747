// Deposit orders in SQL: insert, read (a member reads only their own), the compare-and-set state
// change every transition goes through, the audit trail, slips, reminders and the records page.
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql, sum } from 'drizzle-orm';
import type { DepositBonusOutcome } from '../../../../../contract/cashier-deposit';
import { DEPOSIT_STATE, DEPOSIT_TRANSITIONS, type DepositAction, type DepositState } from '../../../../../contract/cashier-states';
import type { Executor } from '../../../core/database/client';
import { members } from '../../accounts';
import { cashierImages, depositOrders, orderEvents, turnoverRequirements } from '../schema';

export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;

export async function insertDepositOrder(ex: Executor, order: NewDepositOrder): Promise<DepositOrderRow> {
  const [row] = await ex.insert(depositOrders).values(order).returning();
  return row;
}

export async function findDepositOrder(ex: Executor, depositId: string): Promise<DepositOrderRow | undefined> {
  const [row] = await ex.select().from(depositOrders).where(eq(depositOrders.depositId, depositId));
  return row;
}

/** The member's own order; another member's id reads as missing. */
export async function findMemberDepositOrder(ex: Executor, memberId: number, depositId: string): Promise<DepositOrderRow | undefined> {
  const [row] = await ex
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.depositId, depositId), eq(depositOrders.memberId, memberId)));
  return row;
}

export async function findDepositOrderByGatewayRef(ex: Executor, reference: string): Promise<DepositOrderRow | undefined> {
  const [row] = await ex.select().from(depositOrders).where(eq(depositOrders.gatewayRef, reference));
  return row;
}

/**
 * Moves `order` by `action` if it is still in the state and version it was read in (UPDATE … WHERE
 * id AND state AND version): of two deciders at once exactly one gets the row back.
 */
export async function transitionDeposit(
  ex: Executor,
  order: Pick<DepositOrderRow, 'id' | 'state' | 'version'>,
  action: DepositAction,
  change: { decidedBy?: string; remark?: string | null; slipImageId?: number } = {},
): Promise<DepositOrderRow | undefined> {
  const [from, to] = DEPOSIT_TRANSITIONS[action];
  if (!(from as readonly number[]).includes(order.state)) return undefined;
  const [row] = await ex
    .update(depositOrders)
    .set({
      state: to,
      version: sql`${depositOrders.version} + 1`,
      updatedAt: new Date(),
      ...(change.decidedBy === undefined ? {} : { decidedBy: change.decidedBy, remark: change.remark ?? null }),
      ...(change.slipImageId === undefined ? {} : { slipImageId: change.slipImageId }),
    })
    .where(and(eq(depositOrders.id, order.id), eq(depositOrders.state, order.state), eq(depositOrders.version, order.version)))
    .returning();
  return row;
}

export async function recordDepositEvent(
  ex: Executor,
  event: { orderId: number; fromState: number | null; toState: number; action: string; actor: string; remark?: string | null },
): Promise<void> {
  await ex.insert(orderEvents).values({ orderType: 'deposit', ...event, remark: event.remark ?? null });
}

/** A slip replaced on a pending order: the state stays, the version moves (no lost update). */
export async function replaceSlip(ex: Executor, order: Pick<DepositOrderRow, 'id' | 'state' | 'version'>, slipImageId: number) {
  const [row] = await ex
    .update(depositOrders)
    .set({ slipImageId, version: sql`${depositOrders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(depositOrders.id, order.id), eq(depositOrders.state, order.state), eq(depositOrders.version, order.version)))
    .returning();
  return row;
}

/** Sets remindedAt when the order may be reminded now (state 4 or 5, no reminder since `since`). */
export async function markReminded(ex: Executor, orderId: number, now: Date, since: Date): Promise<boolean> {
  const rows = await ex
    .update(depositOrders)
    .set({ remindedAt: now })
    .where(
      and(
        eq(depositOrders.id, orderId),
        inArray(depositOrders.state, [DEPOSIT_STATE.new, DEPOSIT_STATE.pending]),
        or(isNull(depositOrders.remindedAt), lt(depositOrders.remindedAt, since)),
      ),
    )
    .returning({ id: depositOrders.id });
  return rows.length === 1;
}

export async function addDepositTurnover(ex: Executor, memberId: number, depositId: string, required: bigint): Promise<void> {
  if (required <= 0n) return;
  await ex
    .insert(turnoverRequirements)
    .values({ memberId, source: 'deposit', reference: depositId, required })
    .onConflictDoNothing();
}

/** What became of an approved order's promotion (contract DepositBonusOutcome), written in the approval's transaction. */
export async function recordBonusOutcome(ex: Executor, orderId: number, outcome: DepositBonusOutcome): Promise<DepositOrderRow> {
  const [row] = await ex.update(depositOrders).set({ bonusOutcome: outcome }).where(eq(depositOrders.id, orderId)).returning();
  return row;
}

/** Whether the member has an approved deposit other than `depositId` (read after the first-deposit lock). */
export async function hasOtherApprovedDeposit(ex: Executor, memberId: number, depositId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.state, DEPOSIT_STATE.approved), ne(depositOrders.depositId, depositId)))
    .limit(1);
  return row !== undefined;
}

export async function approvedDepositCount(ex: Executor, memberId: number): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.state, DEPOSIT_STATE.approved)));
  return Number(row?.n ?? 0);
}

/** New orders past their expiry, oldest first. */
export async function expiredNewOrders(ex: Executor, now: Date, limit: number) {
  return ex
    .select({ id: depositOrders.id, state: depositOrders.state, version: depositOrders.version })
    .from(depositOrders)
    .where(and(eq(depositOrders.state, DEPOSIT_STATE.new), lt(depositOrders.expiresAt, now)))
    .orderBy(depositOrders.expiresAt)
    .limit(limit);
}

export interface MemberOrderFilter {
  memberId: number;
  from: Date;
  to: Date;
  state?: number;
  page: number;
  size: number;
}

/** The member's orders in a time range, newest first, with the count and the credited total. */
export async function memberDepositPage(ex: Executor, filter: MemberOrderFilter) {
  const where = and(
    eq(depositOrders.memberId, filter.memberId),
    gte(depositOrders.createdAt, filter.from),
    lte(depositOrders.createdAt, filter.to),
    filter.state === undefined ? undefined : eq(depositOrders.state, filter.state),
  );
  const rows = await ex
    .select()
    .from(depositOrders)
    .where(where)
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [totals] = await ex
    .select({
      n: count(),
      arrived: sum(sql`case when ${depositOrders.state} = ${DEPOSIT_STATE.approved} then ${depositOrders.amount} - ${depositOrders.fee} else 0 end`),
    })
    .from(depositOrders)
    .where(where);
  return { rows, total: Number(totals?.n ?? 0), arrived: BigInt(totals?.arrived ?? 0) };
}

/** The operator's queue: latest orders (optionally in one state) with the member's account. */
export async function operatorDepositList(ex: Executor, state: DepositState | undefined, limit = 100) {
  return ex
    .select({ order: depositOrders, account: members.account, realName: members.payeeName })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(state === undefined ? undefined : eq(depositOrders.state, state))
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(limit);
}

/** An order's slip image (the operator looks at it before deciding). */
export async function depositSlip(ex: Executor, depositId: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await ex
    .select({ contentType: cashierImages.contentType, bytes: cashierImages.bytes })
    .from(depositOrders)
    .innerJoin(cashierImages, eq(cashierImages.id, depositOrders.slipImageId))
    .where(eq(depositOrders.depositId, depositId));
  return row;
}
