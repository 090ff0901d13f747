// The cashier's charge (contract/cashier-fees.ts): the one formula the platform books and the
// deposit form shows, in integer minor units.
import { chargeFor, depositChargeRule } from '@/contract/cashier-fees';

const rule = (perMille: number, fixed: number, min: number, max: number) => ({ perMille: BigInt(perMille), fixed: BigInt(fixed), min: BigInt(min), max: BigInt(max) });

test('a rule of nothing charges nothing, even below its minimum', () => {
  expect(chargeFor(100_000n, rule(0, 0, 1_000, 0))).toBe(0n);
});

test('per mille of the amount, raised to the minimum and held to the maximum, plus the fixed part', () => {
  expect(chargeFor(100_000n, rule(10, 0, 1_000, 10_000))).toBe(1_000n); // 1 % of 1,000.00 = 10.00
  expect(chargeFor(50_000n, rule(10, 0, 1_000, 10_000))).toBe(1_000n); // 5.00 raised to the 10.00 minimum
  expect(chargeFor(5_000_000n, rule(10, 0, 1_000, 10_000))).toBe(10_000n); // 500.00 held to 100.00
  expect(chargeFor(100_000n, rule(10, 500, 0, 0))).toBe(1_500n); // no maximum; 5.00 fixed on top
  expect(chargeFor(12_345n, rule(15, 0, 0, 0))).toBe(185n); // 1.5 % of 123.45 = 1.85175, rounded down
});

test('a deposit channel states its rule in per cent and money text', () => {
  const channel = { customerCharge: '1.5', customerChargeFixed: '2.00', minCustomerCharge: '10.00', maxCustomerCharge: '0.00' };
  expect(depositChargeRule(channel)).toEqual(rule(15, 200, 1_000, 0));
  expect(chargeFor(200_000n, depositChargeRule(channel))).toBe(3_200n); // 30.00 + 2.00
  expect(depositChargeRule({ ...channel, customerCharge: '0.0', customerChargeFixed: '0.00' }).perMille).toBe(0n);
});
