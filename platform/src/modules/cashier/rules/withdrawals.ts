// Withdrawals (money-and-agents §3.2–3.4): the window and limits in the site's time zone, the fee,
// the turnover requirement, and the request itself — one ledger entry main → hold (the booking,
// two-phase §7.2.6) with its order in state 1. Operator review and the member's confirmation are
// in withdrawal-review.ts.
import { randomBytes } from 'node:crypto';
import { WITHDRAWAL_STATE } from '../../../../../contract/cashier-states';
import { wallClock, zoneOffset } from '../../../../../contract/zoned-time';
import type { TurnoverInfo, WithdrawAccountInfo, WithdrawFee, WithdrawResult, WithdrawSettings } from '../../../../../contract/cashier-withdraw';
import { fromMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import { InsufficientFundsError, type LedgerWriter } from '../../ledger';
import { actualTurnoverOf, dailyUsage, insertOrder, insertOrderEvent, lastPaidAtOf, lockMember, requiredTurnoverOf } from '../queries/withdrawal-orders';
import { findOwnCard, bankCardErrors } from './bank-cards';
import { chargeOf, type CashierSettings } from './cashier-settings';
import { assertNotBlocked } from '../../accounts';
import { ApiError } from '../../../core/http/envelope';
import { heldBonusOf, takeCashOnly } from './held-bonus';
import { ledgerAccount } from '../../ledger';

export const withdrawalErrors = {
  outsideWindow: (from: string, to: string) => new ApiError(409, 'withdraw_outside_window', `Withdrawals are open ${from}–${to}`, { from, to }),
  belowMin: (min: bigint) => new ApiError(400, 'withdraw_below_min', `The least is ${fromMinor(min)}`, { min: fromMinor(min) }),
  aboveMax: (max: bigint) => new ApiError(400, 'withdraw_above_max', `The most is ${fromMinor(max)}`, { max: fromMinor(max) }),
  dailyCount: (count: number) => new ApiError(409, 'withdraw_daily_count', `At most ${count} withdrawals a day`, { dailyCount: count }),
  dailyAmount: (remaining: bigint) =>
    new ApiError(409, 'withdraw_daily_amount', `At most ${fromMinor(remaining)} more today`, { remainingWithdrawAmount: fromMinor(remaining) }),
  turnover: () => new ApiError(409, 'withdraw_turnover', 'The turnover requirement is not met yet'),
  insufficient: () => new ApiError(409, 'insufficient_balance', 'The balance does not cover this withdrawal'),
  notFound: () => new ApiError(404, 'withdrawal_not_found', 'No such withdrawal'),
  stateChanged: (state?: number) => new ApiError(409, 'order_state_changed', 'The order was changed meanwhile', state === undefined ? undefined : { state }),
};

// ---- the site's day and window ----

/** Midnight of `now`'s day in the site's time zone (daily counts reset there, not at UTC midnight). */
export function siteDayStart(now: Date, timeZone: string): Date {
  const p = wallClock(now, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day) - zoneOffset(now, timeZone));
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** From = to means all day; a window may cross midnight (09:00–02:00). */
export function inWithdrawWindow(now: Date, settings: CashierSettings): boolean {
  const { windowFrom, windowTo } = settings.withdraw;
  if (windowFrom === windowTo) return true;
  const p = wallClock(now, settings.timeZone);
  const minute = p.hour * 60 + p.minute;
  const [from, to] = [minutesOf(windowFrom), minutesOf(windowTo)];
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** The first freePerDay withdrawals of the day are free, then feePerMille bounded by feeMin/feeMax. */
export function withdrawalFee(amount: bigint, withdrawalsToday: number, settings: CashierSettings): bigint {
  const w = settings.withdraw;
  if (withdrawalsToday < w.freePerDay) return 0n;
  return chargeOf(amount, w.feePerMille, 0, w.feeMin, w.feeMax);
}

// ---- what the withdraw screen shows ----

export function withdrawSettingsView(settings: CashierSettings): WithdrawSettings {
  const w = settings.withdraw;
  return {
    allowWithdraw: true,
    withdrawDateFrom: w.windowFrom,
    withdrawDateTo: w.windowTo,
    allDay: w.windowFrom === w.windowTo,
    timeZone: settings.timeZone,
    minWithdrawal: fromMinor(BigInt(w.min)),
    maxWithdrawal: fromMinor(BigInt(w.max)),
    maxTransactionTimes: w.dailyCount,
    freePerDay: w.freePerDay,
    feePerMille: w.feePerMille,
    allowDecimal: true,
    autoConfirmMinutes: settings.autoConfirmMinutes,
  };
}

export async function withdrawAccountInfo(ex: Executor, memberId: number, settings: CashierSettings, now = new Date()): Promise<WithdrawAccountInfo> {
  const w = settings.withdraw;
  const usage = await dailyUsage(ex, memberId, siteDayStart(now, settings.timeZone));
  const { main: balance, held } = await heldBonusOf(ex, memberId, await turnoverInfo(ex, memberId, settings));
  const cash = balance - held;
  const remainingTimes = Math.max(0, w.dailyCount - usage.count);
  const remainingAmount = remainingTimes === 0 ? 0n : BigInt(w.dailyAmount) - usage.amount > 0n ? BigInt(w.dailyAmount) - usage.amount : 0n;
  const inWindow = inWithdrawWindow(now, settings);
  return {
    allowWithdraw: inWindow && remainingTimes > 0,
    inWindow,
    minWithdrawal: fromMinor(BigInt(w.min)),
    maxWithdrawal: fromMinor(BigInt(w.max)),
    maxTransactionTimes: w.dailyCount,
    remainingTransactionTimes: remainingTimes,
    remainingWithdrawAmount: fromMinor(remainingAmount),
    mainWalletBalance: fromMinor(balance),
    withdrawableAmount: fromMinor(cash < remainingAmount ? cash : remainingAmount),
    bonusHeld: fromMinor(held),
  };
}

export async function withdrawFeePreview(ex: Executor, memberId: number, amount: bigint, settings: CashierSettings, now = new Date()): Promise<WithdrawFee> {
  const usage = await dailyUsage(ex, memberId, siteDayStart(now, settings.timeZone));
  const fee = withdrawalFee(amount, usage.count, settings);
  return { withdrawAmount: fromMinor(amount), value: fromMinor(fee), free: fee === 0n };
}

/** The turnover report of one window: what its requirements ask against the bets placed in it. */
function turnoverReport(required: ReadonlyMap<string, bigint>, actual: ReadonlyMap<string, bigint>, settings: CashierSettings): TurnoverInfo {
  const allBets = [...actual.values()].reduce((sum, bets) => sum + bets, 0n);
  const types = ['ALL', ...[...required.keys()].filter((type) => type !== 'ALL').sort()];
  let met = true;
  let totalRequired = 0n;
  const details = types.map((gameType) => {
    const need = required.get(gameType) ?? 0n;
    const done = gameType === 'ALL' ? allBets : (actual.get(gameType) ?? 0n);
    const remaining = need > done ? need - done : 0n;
    if (remaining > 0n) met = false;
    totalRequired += need;
    return { gameType, requiredTurnover: fromMinor(need), actualTurnover: fromMinor(done), remainingTurnover: fromMinor(remaining) };
  });
  return {
    status: met ? 'A' : settings.turnoverBlocksWithdrawal ? 'N' : 'I',
    details,
    totalRequiredTurnover: fromMinor(totalRequired),
    totalActualTurnover: fromMinor(allBets),
  };
}

/**
 * Requirements recorded since the last paid withdrawal against the bets placed since then
 * (§3.3, §7.2.8). `ALL` counts every bet; another game type counts that type's bets only. Many
 * members in three statements (the withdrawal queue); `since` is each member's last payout.
 */
export async function turnoverInfosOf(ex: Executor, memberIds: readonly number[], settings: CashierSettings, since?: ReadonlyMap<number, Date | null>): Promise<Map<number, TurnoverInfo>> {
  const windows = since ?? (await lastPaidAtOf(ex, memberIds));
  const [required, actual] = await Promise.all([requiredTurnoverOf(ex, windows), actualTurnoverOf(ex, windows)]);
  return new Map(memberIds.map((id) => [id, turnoverReport(required.get(id) ?? new Map(), actual.get(id) ?? new Map(), settings)]));
}

export async function turnoverInfo(ex: Executor, memberId: number, settings: CashierSettings): Promise<TurnoverInfo> {
  return (await turnoverInfosOf(ex, [memberId], settings)).get(memberId)!;
}

// ---- the request ----

const newWithdrawalId = () => `W${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Books a withdrawal: every check, then main → hold for the amount (the debit is its own balance
 * check) and the order in state 1 with its fee, in the command's one transaction. The member's
 * row is locked first, so the day's count and amount are exact however many requests race.
 */
export async function requestWithdrawal(
  writer: LedgerWriter,
  input: { memberId: number; bankCardId: number; amount: bigint; settings: CashierSettings; now?: Date },
): Promise<WithdrawResult> {
  const { memberId, amount, settings } = input;
  const now = input.now ?? new Date();
  const tx = writer.tx;
  const w = settings.withdraw;
  await lockMember(tx, memberId);
  await assertNotBlocked(tx, memberId, 'withdrawal');
  const card = await findOwnCard(tx, memberId, input.bankCardId);
  if (!card) throw bankCardErrors.notFound();
  if (!inWithdrawWindow(now, settings)) throw withdrawalErrors.outsideWindow(w.windowFrom, w.windowTo);
  if (amount < BigInt(w.min)) throw withdrawalErrors.belowMin(BigInt(w.min));
  if (amount > BigInt(w.max)) throw withdrawalErrors.aboveMax(BigInt(w.max));
  const usage = await dailyUsage(tx, memberId, siteDayStart(now, settings.timeZone));
  if (usage.count >= w.dailyCount) throw withdrawalErrors.dailyCount(w.dailyCount);
  if (usage.amount + amount > BigInt(w.dailyAmount)) throw withdrawalErrors.dailyAmount(BigInt(w.dailyAmount) - usage.amount);
  const turnover = await turnoverInfo(tx, memberId, settings);
  if (turnover.status === 'N') throw withdrawalErrors.turnover();
  const fee = withdrawalFee(amount, usage.count, settings);
  if (fee >= amount) throw withdrawalErrors.belowMin(fee + 1n);

  const order = await insertOrder(tx, {
    withdrawalId: newWithdrawalId(),
    memberId,
    bankCardId: card.id,
    amount,
    fee,
    state: WITHDRAWAL_STATE.processing,
    createdAt: now,
    updatedAt: now,
  });
  // Cash only: bonus money whose turnover is unmet stays (or is forfeited, as the operator set).
  await takeCashOnly(writer, { memberId, amount, info: turnover, settings, key: `withdrawal:${order.withdrawalId}`, actor: `member:${memberId}` });
  let balance: bigint;
  try {
    const posted = await writer.post({
      key: `withdrawal:${order.id}:request`,
      kind: 'withdrawal',
      memberId,
      reference: order.withdrawalId,
      actor: `member:${memberId}`,
      at: now,
      postings: [
        { account: ledgerAccount.main(memberId), amount: -amount, txType: 'withdraw' },
        { account: ledgerAccount.hold(memberId), amount, txType: 'withdraw' },
      ],
    });
    balance = posted.balances.get(ledgerAccount.main(memberId))!;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw withdrawalErrors.insufficient();
    throw error;
  }
  await insertOrderEvent(tx, { orderId: order.id, fromState: null, toState: order.state, action: 'request', actor: `member:${memberId}`, at: now });
  return { withdrawalId: order.withdrawalId, state: order.state, amount: fromMinor(amount), fee: fromMinor(fee), balance: fromMinor(balance) };
}
