import { fromMinor, MAX_AMOUNT_MINOR, toMinor } from '@/contract/money';

export interface AmountLimits {
  minWithdrawal: string;
  maxWithdrawal: string;
  mainWalletBalance: string;
  remainingWithdrawAmount: string;
}

/**
 * The form's own check of a withdrawal amount, in minor units (never floats), with the platform's
 * codes so the text is the one the platform's refusal would show. The platform checks again.
 */
export function withdrawAmountProblem(text: string, limits: AmountLimits): string | undefined {
  const amount = toMinor(text.trim());
  if (amount === undefined) return 'amount_invalid';
  if (amount === 0n) return 'amount_zero';
  if (amount > MAX_AMOUNT_MINOR) return 'amount_too_large';
  if (amount < toMinor(limits.minWithdrawal)!) return 'withdraw_below_min';
  if (amount > toMinor(limits.maxWithdrawal)!) return 'withdraw_above_max';
  if (amount > toMinor(limits.mainWalletBalance)!) return 'insufficient_balance';
  if (amount > toMinor(limits.remainingWithdrawAmount)!) return 'withdraw_daily_amount';
  return undefined;
}

/** amount − fee, for "you receive"; undefined while either is unknown. */
export function payoutOf(amount: string, fee: string | undefined): string | undefined {
  const a = toMinor(amount.trim());
  const f = fee === undefined ? undefined : toMinor(fee);
  return a === undefined || f === undefined ? undefined : fromMinor(a - f);
}
