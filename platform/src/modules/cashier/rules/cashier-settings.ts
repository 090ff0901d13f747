// The cashier's operator settings (money-and-agents §2–3): deposit channels with their limits and
// fees and the operator's receiving accounts, withdrawal window, limits, fees and daily counts,
// bank-card rules, turnover ratio and the withdrawal auto-confirm delay. Kept in the settings table
// (key `cashier`), read over these defaults; amounts are in minor units (satang). The defaults hold no
// payment details: a channel whose receiving account, PromptPay id or address (and, for USDT, rate:
// modules/cashier/rules/exchange-rates.ts) the operator has not set is not offered. The demo profile stores its own
// (seed/cashier-details.ts).
import { chargeFor } from '../../../../../contract/cashier-fees';
import type { FundsPasswordPolicy } from '../../accounts';

export interface DepositChannel {
  /** vendorId of MCSFE_getDepositPaymentChannels */
  vendorId: string;
  /** BANK: transfer to the operator's account; QR: Thai QR (PromptPay); USDT: crypto (TRC-20). */
  method: 'BANK' | 'QR' | 'USDT';
  bankType: string;
  name: string;
  min: number;
  max: number;
  /** customerCharge: per-mille of the amount (10 = 1%), bounded by minCharge/maxCharge, plus a fixed part. */
  chargePerMille: number;
  chargeFixed: number;
  minCharge: number;
  maxCharge: number;
  enabled: boolean;
}

export interface ReceivingAccount {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  branch: string;
}

export interface CashierSettings {
  channels: DepositChannel[];
  /** Where BANK deposits go; one is picked per order and kept on it (never static on a page). */
  receivingAccounts: ReceivingAccount[];
  /** The operator's PromptPay id (phone or tax id) for QR deposits; '' when none. */
  promptPayId: string;
  /** Where USDT deposits go; the rate comes from the rate source (modules/cashier/rules/exchange-rates.ts). */
  usdt: { network: string; addresses: string[] };
  depositExpiryMinutes: number;
  withdraw: {
    /** "HH:mm" in the site's time zone; equal means all day. */
    windowFrom: string;
    windowTo: string;
    min: number;
    max: number;
    dailyCount: number;
    dailyAmount: number;
    /** Withdrawals a day without fee, then feePerMille of the amount (bounded by feeMin, feeMax). */
    freePerDay: number;
    feePerMille: number;
    feeMin: number;
    feeMax: number;
  };
  maxCardCount: number;
  /** Turnover required per deposit, in per-cent of the deposit (100 = the deposit once). */
  depositTurnoverPercent: number;
  /** With true, unmet turnover hides the withdrawal form (status N) instead of warning (I). */
  turnoverBlocksWithdrawal: boolean;
  /**
   * A withdrawal or upline transfer that would take bonus money whose turnover is unmet: `refuse`
   * it (409 bonus_turnover_unmet) or `forfeit` the held bonus first (rules/held-bonus.ts).
   */
  bonusEarlyWithdrawal: 'refuse' | 'forfeit';
  /** A paid withdrawal the member did not confirm counts as received after this many minutes (spec §4). */
  autoConfirmMinutes: number;
  /** Funds password: failures before a lock, and the lock's length (as login). */
  fundsPassword: FundsPasswordPolicy;
  timeZone: string;
}

export const CASHIER_SETTINGS_KEY = 'cashier';

export const DEFAULT_CASHIER_SETTINGS: CashierSettings = {
  channels: [
    { vendorId: 'BANKTH', method: 'BANK', bankType: 'PGMT', name: 'Bank transfer', min: 100_00, max: 50_000_00, chargePerMille: 0, chargeFixed: 0, minCharge: 0, maxCharge: 0, enabled: true },
    { vendorId: 'TBQR', method: 'QR', bankType: 'TBQR', name: 'Thai QR (PromptPay)', min: 100_00, max: 30_000_00, chargePerMille: 0, chargeFixed: 0, minCharge: 0, maxCharge: 0, enabled: true },
    { vendorId: 'USDT-TRC20', method: 'USDT', bankType: 'TRX', name: 'USDT (TRC-20)', min: 500_00, max: 100_000_00, chargePerMille: 10, chargeFixed: 0, minCharge: 10_00, maxCharge: 500_00, enabled: true },
  ],
  receivingAccounts: [],
  promptPayId: '',
  usdt: { network: 'TRC-20', addresses: [] },
  depositExpiryMinutes: 30,
  withdraw: {
    windowFrom: '00:00',
    windowTo: '00:00',
    min: 100_00,
    max: 50_000_00,
    dailyCount: 5,
    dailyAmount: 200_000_00,
    freePerDay: 1,
    feePerMille: 10,
    feeMin: 10_00,
    feeMax: 100_00,
  },
  maxCardCount: 3,
  depositTurnoverPercent: 100,
  turnoverBlocksWithdrawal: false,
  bonusEarlyWithdrawal: 'refuse',
  autoConfirmMinutes: 30,
  fundsPassword: { maxFailures: 5, lockMinutes: 15 },
  timeZone: 'Asia/Bangkok',
};

/** A per-mille charge bounded by min and max, plus a fixed part, in minor units. */
export function chargeOf(amount: bigint, perMille: number, fixed: number, min: number, max: number): bigint {
  return chargeFor(amount, { perMille: BigInt(perMille), fixed: BigInt(fixed), min: BigInt(min), max: BigInt(max) });
}
