// The cashier's charge (money-and-agents §2–3): a deposit channel's customer charge and the
// withdrawal fee are both a per-mille of the amount, raised to a minimum and held to a maximum (0: no
// maximum), plus a fixed part, in integer minor units. The platform books it (its cashier settings);
// the deposit form shows the same figure before the member confirms.
import type { DepositChannelView } from './cashier-deposit';
import { toMinor } from './money';

export interface ChargeRule {
  /** Per mille of the amount (10 = 1 %). */
  perMille: bigint;
  /** Added after the bounds. */
  fixed: bigint;
  min: bigint;
  /** 0 for no maximum. */
  max: bigint;
}

/** The charge on `amount` (minor units) under `rule`; nothing when the rule charges nothing. */
export function chargeFor(amount: bigint, rule: ChargeRule): bigint {
  if (rule.perMille === 0n && rule.fixed === 0n) return 0n;
  let charge = (amount * rule.perMille) / 1000n;
  if (charge < rule.min) charge = rule.min;
  if (rule.max > 0n && charge > rule.max) charge = rule.max;
  return charge + rule.fixed;
}

/** A deposit channel's rule as the channel list states it: the per-cent text ("1.0") and the amounts as money text. */
export function depositChargeRule(channel: Pick<DepositChannelView, 'customerCharge' | 'customerChargeFixed' | 'minCustomerCharge' | 'maxCustomerCharge'>): ChargeRule {
  return {
    perMille: BigInt(Math.round(Number(channel.customerCharge) * 10) || 0),
    fixed: toMinor(channel.customerChargeFixed) ?? 0n,
    min: toMinor(channel.minCustomerCharge) ?? 0n,
    max: toMinor(channel.maxCustomerCharge) ?? 0n,
  };
}
