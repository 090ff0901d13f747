// The points mall (PTSYS3): catalogue, redeem behind the funds password, the operator's decision on
// a redeem order, and the conversion of points to balance (portal spec §4 points redeem states,
// §5 points exchange; money-and-agents §4).
//
// A redeem is one transaction: the item's stock by compare-and-set (`stock >= quantity`), the
// member's points by compare-and-set (movePoints), the order row. Fifty at once for one item in
// stock once: one wins the stock, the others get mall.out_of_stock and change nothing. An order
// starts In Process; the operator approves it (goods shipped; a bonus item is credited then, as a
// ledger entry with its turnover requirement) or rejects it (points refunded, stock restored), each
// move a compare-and-set on the order's state, so it happens once.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { fromMinor } from '../../../../../contract/money';
import { REDEEM_STATE, type MallItem, type MallItemKind, type RedeemAnswer, type RedeemRecord, type RedeemRequest } from '../../../../../contract/points-mall';
import type { Executor } from '../../../core/database/client';
import type { LedgerWriter } from '../../ledger';
import { turnoverRequirements } from '../../cashier';
import { mallItems, mallOrders } from '../schema-mall';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';
import { movePoints, type PointSettings } from './points';

export const mallErrors = {
  itemNotFound: () => new ApiError(404, 'mall.item_not_found', 'This item is not available'),
  outOfStock: () => new ApiError(409, 'mall.out_of_stock', 'This item is out of stock'),
  quantityTooLarge: (max: number) => new ApiError(400, 'mall.quantity_too_large', `At most ${max} per order`, { max }),
  shippingRequired: () => new ApiError(400, 'mall.shipping_required', 'Recipient, shipping address and phone are required for goods'),
  orderNotFound: () => new ApiError(404, 'mall.order_not_found', 'No such redeem order'),
  orderDecided: () => new ApiError(409, 'mall.order_decided', 'This redeem order was already decided'),
  convertTooSmall: (min: number) => new ApiError(400, 'mall.convert_too_small', `Convert at least ${min} points`, { min }),
};

type ItemRow = typeof mallItems.$inferSelect;
type OrderRow = typeof mallOrders.$inferSelect;

/** Text in the reader's language, else English (an item from before per-language text has only English). */
function inLanguage(text: Record<string, string>, english: string, language: string | undefined): string {
  const base = language?.split('-')[0];
  return (language && text[language]) || (base && text[base]) || english;
}

export function mallItemView(row: ItemRow, language?: string): MallItem {
  return {
    id: row.id,
    name: inLanguage(row.names, row.name, language),
    description: inLanguage(row.descriptions, row.description, language),
    kind: row.kind as MallItemKind,
    bonusAmount: fromMinor(row.bonusAmount),
    pointsPrice: row.pointsPrice,
    stock: row.stock,
    maxPerOrder: row.maxPerOrder,
  };
}

export function redeemRecordView(row: OrderRow): RedeemRecord {
  return {
    orderNo: row.orderNo,
    itemId: row.itemId,
    itemName: row.itemName,
    kind: row.kind as MallItemKind,
    quantity: row.quantity,
    points: row.points,
    bonusAmount: fromMinor(row.bonusAmount),
    state: row.state,
    recipient: row.recipient,
    address: row.address,
    phone: row.phone,
    remark: row.remark,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The catalogue members see: active items, in the operator's order, in the reader's language. */
export async function catalogue(ex: Executor, language?: string): Promise<MallItem[]> {
  const rows = await ex.select().from(mallItems).where(eq(mallItems.status, 'active')).orderBy(asc(mallItems.sort), asc(mallItems.id));
  return rows.map((row) => mallItemView(row, language));
}

const newOrderNo = () => `PM${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/** Redeems `quantity` of an item (the funds password was checked before). Runs inside a command. */
export async function redeemItem(tx: Executor, memberId: number, input: Omit<RedeemRequest, 'password'>, commandKey: string): Promise<RedeemAnswer> {
  const [item] = await tx.select().from(mallItems).where(and(eq(mallItems.id, input.itemId), eq(mallItems.status, 'active')));
  if (!item) throw mallErrors.itemNotFound();
  if (item.maxPerOrder > 0 && input.quantity > item.maxPerOrder) throw mallErrors.quantityTooLarge(item.maxPerOrder);
  const goods = item.kind === 'goods';
  if (goods && (!input.recipient || !input.address || !input.phone)) throw mallErrors.shippingRequired();
  const [taken] = await tx
    .update(mallItems)
    .set({ stock: sql`${mallItems.stock} - ${input.quantity}` })
    .where(and(eq(mallItems.id, item.id), eq(mallItems.status, 'active'), sql`${mallItems.stock} >= ${input.quantity}`))
    .returning({ stock: mallItems.stock });
  if (!taken) throw mallErrors.outOfStock();
  const points = item.pointsPrice * input.quantity;
  const orderNo = newOrderNo();
  const balance = await movePoints(tx, { memberId, key: `redeem:${commandKey}`, type: 'redeem', change: -points, reference: orderNo });
  const [order] = await tx
    .insert(mallOrders)
    .values({
      orderNo,
      memberId,
      itemId: item.id,
      itemName: item.name,
      kind: item.kind,
      quantity: input.quantity,
      points,
      bonusAmount: item.bonusAmount * BigInt(input.quantity),
      recipient: goods ? input.recipient! : null,
      address: goods ? input.address! : null,
      phone: goods ? input.phone! : null,
    })
    .returning();
  return { order: redeemRecordView(order), balance };
}

export async function memberRedeemOrders(ex: Executor, memberId: number, q: { page: number; size: number; state?: number }) {
  const where = and(eq(mallOrders.memberId, memberId), q.state === undefined ? undefined : eq(mallOrders.state, q.state));
  const [{ total }] = await ex.select({ total: count() }).from(mallOrders).where(where);
  const rows = await ex.select().from(mallOrders).where(where).orderBy(desc(mallOrders.id)).limit(q.size).offset((q.page - 1) * q.size);
  return { records: rows.map(redeemRecordView), total, totalPages: Math.ceil(total / q.size) };
}

/** One of the member's own orders (another member's order number is "not found"). */
export async function memberRedeemOrder(ex: Executor, memberId: number, orderNo: string): Promise<RedeemRecord> {
  const [row] = await ex.select().from(mallOrders).where(and(eq(mallOrders.orderNo, orderNo), eq(mallOrders.memberId, memberId)));
  if (!row) throw mallErrors.orderNotFound();
  return redeemRecordView(row);
}

/**
 * The operator's decision on an In Process order: approve (a bonus item credits its amount with
 * its turnover requirement) or reject (points back, stock back). Runs inside an operator command.
 */
export async function decideRedeemOrder(writer: LedgerWriter, orderNo: string, decision: 'approve' | 'reject', actor: string, remark: string | null) {
  const tx = writer.tx;
  const [order] = await tx.select().from(mallOrders).where(eq(mallOrders.orderNo, orderNo));
  if (!order) throw mallErrors.orderNotFound();
  const [moved] = await tx
    .update(mallOrders)
    .set({
      state: decision === 'approve' ? REDEEM_STATE.approved : REDEEM_STATE.rejected,
      version: sql`${mallOrders.version} + 1`,
      decidedBy: actor,
      remark,
      updatedAt: new Date(),
    })
    .where(and(eq(mallOrders.id, order.id), eq(mallOrders.state, REDEEM_STATE.inProcess), eq(mallOrders.version, order.version)))
    .returning();
  if (!moved) throw mallErrors.orderDecided();
  if (decision === 'reject') {
    await movePoints(tx, { memberId: order.memberId, key: `redeem-refund:${order.orderNo}`, type: 'refund', change: order.points, reference: order.orderNo });
    await tx.update(mallItems).set({ stock: sql`${mallItems.stock} + ${order.quantity}` }).where(eq(mallItems.id, order.itemId));
  } else if (order.kind === 'bonus' && order.bonusAmount > 0n) {
    const [item] = await tx.select({ turnoverMultiple: mallItems.turnoverMultiple }).from(mallItems).where(eq(mallItems.id, order.itemId));
    await writer.post({
      key: `mall:${order.orderNo}:credit`,
      kind: 'mall_bonus',
      memberId: order.memberId,
      reference: order.orderNo,
      actor,
      postings: [
        { account: ledgerAccount.main(order.memberId), amount: order.bonusAmount, txType: 'dividend' },
        { account: ledgerAccount.houseBonusExpense, amount: -order.bonusAmount, txType: 'dividend' },
      ],
    });
    if (item && item.turnoverMultiple > 0)
      await tx.insert(turnoverRequirements).values({ memberId: order.memberId, source: 'mall', reference: order.orderNo, required: order.bonusAmount * BigInt(item.turnoverMultiple) });
  }
  return redeemRecordView(moved);
}

/** Converts points to balance (the funds password was checked before). Runs inside a command. */
export async function convertPoints(writer: LedgerWriter, memberId: number, points: number, settings: PointSettings, commandKey: string) {
  if (points < settings.minConvertPoints) throw mallErrors.convertTooSmall(settings.minConvertPoints);
  // Whole satang only: 10 points per baht → 1 point is 10 satang; a remainder stays as points.
  const amount = (BigInt(points) * 100n) / BigInt(settings.pointsPerBaht);
  const used = Number((amount * BigInt(settings.pointsPerBaht) + 99n) / 100n);
  if (amount <= 0n) throw mallErrors.convertTooSmall(settings.minConvertPoints);
  const balance = await movePoints(writer.tx, { memberId, key: `convert:${commandKey}`, type: 'convert', change: -used, reference: null });
  await writer.post({
    key: `points:convert:${commandKey}`,
    kind: 'points_convert',
    memberId,
    reference: commandKey,
    actor: `member:${memberId}`,
    postings: [
      { account: ledgerAccount.main(memberId), amount, txType: 'other' },
      { account: ledgerAccount.houseBonusExpense, amount: -amount, txType: 'other' },
    ],
  });
  if (settings.convertTurnoverMultiple > 0)
    await writer.tx.insert(turnoverRequirements).values({ memberId, source: 'points', reference: commandKey, required: amount * BigInt(settings.convertTurnoverMultiple) });
  return { points: used, amount: fromMinor(amount), balance };
}

// ---- the operator's catalogue ----

export interface MallItemInput {
  name: string;
  description?: string;
  names?: Record<string, string>;
  descriptions?: Record<string, string>;
  kind: MallItemKind;
  bonusAmount?: bigint;
  turnoverMultiple?: number;
  pointsPrice: number;
  stock: number;
  maxPerOrder?: number;
  status?: 'active' | 'hidden';
  sort?: number;
}

export async function createMallItem(ex: Executor, input: MallItemInput) {
  const [row] = await ex.insert(mallItems).values(input).returning();
  return row;
}

export async function updateMallItem(ex: Executor, id: number, patch: Partial<MallItemInput>) {
  const [row] = await ex.update(mallItems).set(patch).where(eq(mallItems.id, id)).returning();
  if (!row) throw mallErrors.itemNotFound();
  return row;
}

export async function findMallItem(ex: Executor, id: number) {
  const [row] = await ex.select().from(mallItems).where(eq(mallItems.id, id));
  return row;
}

export async function findRedeemOrder(ex: Executor, orderNo: string) {
  const [row] = await ex.select().from(mallOrders).where(eq(mallOrders.orderNo, orderNo));
  return row;
}

export async function allMallItems(ex: Executor) {
  return ex.select().from(mallItems).orderBy(asc(mallItems.sort), asc(mallItems.id));
}

export async function redeemOrdersFor(ex: Executor, q: { state?: number; page: number; size: number }) {
  const where = q.state === undefined ? undefined : eq(mallOrders.state, q.state);
  return ex.select().from(mallOrders).where(where).orderBy(desc(mallOrders.id)).limit(q.size).offset((q.page - 1) * q.size);
}

