// Deciding a deposit: every move is a compare-and-set on (id, state, version) through
// DEPOSIT_TRANSITIONS, recorded in order_events with its actor and remark. Approval is the only move
// that moves money: ONE journal entry, key `deposit:<id>:approve`, house cash → the member's main
// balance. The channel's customer charge is DEDUCTED: the member pays `amount`, is credited
// `amount − fee`, and the fee goes to house:fees (the page shows both before the order is made).
// Approval also records the deposit's turnover requirement (amount × depositTurnoverPercent / 100)
// and credits the bonus of the deposit promotion the member chose, as its own entry (a first-deposit
// bonus decided here, once per member), recording on the order what became of it.
import type { DepositAction } from '../../../../../contract/cashier-states';
import type { Executor } from '../../../core/database/client';
import {
  addDepositTurnover,
  findDepositOrder,
  recordBonusOutcome,
  recordDepositEvent,
  transitionDeposit,
  type DepositOrderRow,
} from '../queries/deposit-orders';
import type { LedgerWriter } from '../../ledger';
import type { CashierSettings } from './cashier-settings';
import { depositErrors, orderView } from './deposits';
import { ledgerAccount } from '../../ledger';
import { depositPromotions } from './deposit-promotions';

export interface Decision {
  action: DepositAction;
  /** `operator`, `gateway:local`, `member:<id>`, `job:expiry`. */
  actor: string;
  remark?: string | null;
}

/** Moves the order, or refuses with 409 deposit_state_invalid when it is no longer in a state that allows it. */
async function move(ex: Executor, order: DepositOrderRow, decision: Decision, change: { slipImageId?: number } = {}) {
  const decides = decision.action === 'approve' || decision.action === 'reject';
  const moved = await transitionDeposit(ex, order, decision.action, {
    ...(decides ? { decidedBy: decision.actor, remark: decision.remark ?? null } : {}),
    ...change,
  });
  if (!moved) throw depositErrors.state();
  await recordDepositEvent(ex, {
    orderId: order.id,
    fromState: order.state,
    toState: moved.state,
    action: decision.action,
    actor: decision.actor,
    remark: decision.remark,
  });
  return moved;
}

/** Approve or reject `depositId` (operator or gateway), in the writer's transaction. */
export async function decideDeposit(writer: LedgerWriter, settings: CashierSettings, depositId: string, decision: Decision & { action: 'approve' | 'reject' }) {
  const order = await findDepositOrder(writer.tx, depositId);
  if (!order) throw depositErrors.notFound();
  const moved = await move(writer.tx, order, decision);
  return orderView(decision.action === 'approve' ? await creditDeposit(writer, settings, moved, decision) : moved);
}

/** The approval's money; answers the order with what became of its promotion recorded on it. */
async function creditDeposit(writer: LedgerWriter, settings: CashierSettings, order: DepositOrderRow, decision: Decision): Promise<DepositOrderRow> {
  const credited = order.amount - order.fee;
  await writer.post({
    key: `deposit:${order.depositId}:approve`,
    kind: 'deposit',
    memberId: order.memberId,
    reference: order.depositId,
    actor: decision.actor,
    remark: decision.remark ?? null,
    postings: [
      { account: ledgerAccount.houseCash, amount: -order.amount, txType: 'deposit' },
      { account: ledgerAccount.main(order.memberId), amount: credited, txType: 'deposit' },
      ...(order.fee > 0n ? [{ account: ledgerAccount.houseFees, amount: order.fee, txType: 'deposit' as const }] : []),
    ],
  });
  await addDepositTurnover(writer.tx, order.memberId, order.depositId, (order.amount * BigInt(settings.depositTurnoverPercent)) / 100n);
  // The chosen deposit promotion's bonus: its own entry and turnover requirement (modules/rewards/rules/rewards.ts).
  const outcome = await depositPromotions().creditDepositBonus(writer, order, decision.actor);
  return outcome ? recordBonusOutcome(writer.tx, order.id, outcome) : order;
}

/** The member's own moves: cancel (5/4 → 3) and "I have paid" with a slip (5 → 4; a slip on 4 replaces the old one). */
export async function memberMove(ex: Executor, order: DepositOrderRow, decision: Decision, change: { slipImageId?: number } = {}) {
  return orderView(await move(ex, order, decision, change));
}
