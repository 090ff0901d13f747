// After the request: the operator's review (approve pays the held money out, reject and fail give
// it back, force records a receipt the member did not give) and the member's confirmation of
// receipt (portal spec §4). Every move is a compare-and-set on (id, state, version) allowed by
// WITHDRAWAL_TRANSITIONS, with an order_events row naming who and why; operator moves that touch
// money post one ledger entry with the key withdrawal:<id>:<action>.
import { WITHDRAWAL_STATE, WITHDRAWAL_TRANSITIONS, type WithdrawalAction, type WithdrawalConfirmation } from '../../../../../contract/cashier-states';
import type { WithdrawConfirmInput } from '../../../../../contract/cashier-withdraw';
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { PlatformContext } from '../../../context';
import type { LedgerWriter, PostingInput } from '../../ledger';
import { deleteReplacedImage, insertCashierImage } from '../queries/cashier-images';
import { casOrder, findMemberOrder, findOrder, insertOrderEvent, type WithdrawalOrder } from '../queries/withdrawal-orders';
import { runOperatorCommand } from '../../ledger';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';
import { withdrawalErrors } from './withdrawals';

export const REVIEW_ACTIONS = ['approve', 'reject', 'fail', 'force'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** force is the transition table's confirm, done by the operator. */
const TRANSITION_OF: Record<ReviewAction, WithdrawalAction> = { approve: 'approve', reject: 'reject', fail: 'fail', force: 'confirm' };

export interface OperatorOrderView {
  id: number;
  withdrawalId: string;
  memberId: number;
  amount: string;
  fee: string;
  state: number;
  version: number;
  confirmation: WithdrawalConfirmation | null;
  receivedAmount: string | null;
  proofImageId: number | null;
  decidedBy: string | null;
  remark: string | null;
  approvedAt: string | null;
  confirmedAt: string | null;
  createdAt: string;
}

export function operatorOrderView(order: WithdrawalOrder): OperatorOrderView {
  return {
    id: order.id,
    withdrawalId: order.withdrawalId,
    memberId: order.memberId,
    amount: fromMinor(order.amount),
    fee: fromMinor(order.fee),
    state: order.state,
    version: order.version,
    confirmation: order.confirmation as WithdrawalConfirmation | null,
    receivedAmount: order.receivedAmount === null ? null : fromMinor(order.receivedAmount),
    proofImageId: order.proofImageId,
    decidedBy: order.decidedBy,
    remark: order.remark,
    approvedAt: order.approvedAt?.toISOString() ?? null,
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The ledger side of each review action (amounts in minor units; a zero fee has no posting). */
function reviewPostings(action: ReviewAction, order: WithdrawalOrder): PostingInput[] {
  const payout = order.amount - order.fee;
  const hold = ledgerAccount.hold(order.memberId);
  const main = ledgerAccount.main(order.memberId);
  const feePart = (account: string, sign: bigint): PostingInput[] => (order.fee > 0n ? [{ account, amount: sign * order.fee, txType: 'withdraw' }] : []);
  switch (action) {
    case 'approve':
      return [{ account: hold, amount: -order.amount, txType: 'withdraw' }, { account: ledgerAccount.houseCash, amount: payout, txType: 'withdraw' }, ...feePart(ledgerAccount.houseFees, 1n)];
    case 'reject':
      return [{ account: hold, amount: -order.amount, txType: 'withdraw' }, { account: main, amount: order.amount, txType: 'withdraw' }];
    case 'fail':
      // The payout bounced: the member gets back everything, the fee included.
      return [{ account: ledgerAccount.houseCash, amount: -payout, txType: 'withdraw' }, ...feePart(ledgerAccount.houseFees, -1n), { account: main, amount: order.amount, txType: 'withdraw' }];
    case 'force':
      return [];
  }
}

async function review(writer: LedgerWriter, id: number, action: ReviewAction, actor: string, remark: string | null, now: Date): Promise<OperatorOrderView> {
  const order = await findOrder(writer.tx, id);
  if (!order) throw withdrawalErrors.notFound();
  const [from, to] = WITHDRAWAL_TRANSITIONS[TRANSITION_OF[action]];
  if (!(from as readonly number[]).includes(order.state)) throw withdrawalErrors.stateChanged(order.state);
  const moved = await casOrder(
    writer.tx,
    order,
    to,
    {
      decidedBy: actor,
      remark,
      ...(action === 'approve' ? { approvedAt: now } : {}),
      ...(action === 'force' ? { confirmation: 'forced', confirmedAt: now } : {}),
    },
    now,
  );
  if (!moved) throw withdrawalErrors.stateChanged();
  const postings = reviewPostings(action, order);
  if (postings.length > 0) {
    await writer.post({ key: `withdrawal:${order.id}:${action}`, kind: 'withdrawal', memberId: order.memberId, reference: order.withdrawalId, actor, remark, at: now, postings });
  }
  await insertOrderEvent(writer.tx, { orderId: order.id, fromState: order.state, toState: to, action, actor, remark, at: now });
  return operatorOrderView(moved);
}

/** An operator's review action, once per order and action (a retry replays the first answer). */
export function reviewWithdrawal(
  ctx: PlatformContext,
  id: number,
  action: ReviewAction,
  input: { actor: string; remark: string | null },
  /** Runs first in the review's transaction (the four-eyes decision): a throw undoes the review. */
  first?: (writer: LedgerWriter) => Promise<unknown>,
  now = new Date(),
) {
  return runOperatorCommand(ctx, `withdrawal:${id}:${action}`, `withdrawal.${action}`, { id, ...input }, async (writer) => {
    await first?.(writer);
    return review(writer, id, action, input.actor, input.remark, now);
  });
}

// ---- the member's confirmation ----

export const confirmErrors = {
  proofRequired: () => new ApiError(400, 'proof_required', 'A proof image is needed'),
  receivedAmount: (payout: bigint) =>
    new ApiError(400, 'received_amount_invalid', `The amount received must be below ${fromMinor(payout)}`, { payout: fromMinor(payout) }),
};

/**
 * received / all_received → state 4; not_received (with proof) and partial (with the amount and
 * proof) keep state 2 with the member's claim, for the operator to force or fail. A member who
 * claimed a problem may still confirm receipt later.
 */
export async function confirmWithdrawal(
  writer: LedgerWriter,
  memberId: number,
  input: WithdrawConfirmInput,
  proof: { contentType: string; bytes: Buffer } | undefined,
  now = new Date(),
): Promise<{ withdrawalId: string; state: number; confirmation: WithdrawalConfirmation }> {
  const order = await findMemberOrder(writer.tx, memberId, input.withdrawalId);
  if (!order) throw withdrawalErrors.notFound();
  if (order.state !== WITHDRAWAL_STATE.transferring) throw withdrawalErrors.stateChanged(order.state);
  const payout = order.amount - order.fee;
  const actor = `member:${memberId}`;
  const received = input.result === 'received' || input.result === 'all_received';
  let receivedAmount = payout;
  if (!received) {
    if (!proof) throw confirmErrors.proofRequired();
    if (input.result === 'partial') {
      const amount = input.receivedAmount === undefined ? undefined : toMinor(input.receivedAmount.trim());
      if (amount === undefined || amount <= 0n || amount >= payout) throw confirmErrors.receivedAmount(payout);
      receivedAmount = amount;
    } else {
      receivedAmount = 0n;
    }
  }
  const proofImageId = proof ? await insertCashierImage(writer.tx, memberId, proof.contentType, proof.bytes) : undefined;
  const confirmation: WithdrawalConfirmation = received ? 'received' : input.result === 'partial' ? 'partial' : 'not_received';
  const toState = received ? WITHDRAWAL_TRANSITIONS.confirm[1] : WITHDRAWAL_STATE.transferring;
  const moved = await casOrder(
    writer.tx,
    order,
    toState,
    { confirmation, receivedAmount, ...(proofImageId ? { proofImageId } : {}), ...(received ? { confirmedAt: now } : {}) },
    now,
  );
  if (!moved) throw withdrawalErrors.stateChanged();
  // A proof sent again replaces the earlier one: the operator sees the latest (issue 27).
  if (proofImageId) await deleteReplacedImage(writer.tx, order.proofImageId, proofImageId);
  await insertOrderEvent(writer.tx, { orderId: order.id, fromState: order.state, toState, action: `member_${input.result}`, actor, at: now });
  return { withdrawalId: moved.withdrawalId, state: moved.state, confirmation };
}
