/** @jest-environment node */
import { chargeOf } from '@/platform/src/modules/cashier/rules/cashier-settings';
import { accountShape, ledgerAccount } from '@/platform/src/modules/ledger/rules/ledger-accounts';

describe('the chart of accounts', () => {
  it('guards member and agent accounts, not house accounts', () => {
    expect(accountShape(ledgerAccount.main(42))).toEqual({ memberId: 42, kind: 'main', tracksBalance: true });
    expect(accountShape(ledgerAccount.hold(42))).toMatchObject({ kind: 'hold', tracksBalance: true });
    expect(accountShape(ledgerAccount.vendor(42, 'PP'))).toMatchObject({ memberId: 42, kind: 'vendor', tracksBalance: true });
    expect(accountShape(ledgerAccount.commission(7))).toMatchObject({ memberId: 7, tracksBalance: true });
    expect(accountShape(ledgerAccount.houseCash)).toEqual({ memberId: null, kind: 'house', tracksBalance: false });
    expect(accountShape(ledgerAccount.houseGame('EVO')).tracksBalance).toBe(false);
  });

  it('refuses names outside the chart', () => {
    expect(() => accountShape('member:x:main')).toThrow();
    expect(() => accountShape('wallet:1')).toThrow();
    expect(() => accountShape('member:1')).toThrow();
  });
});

describe('charges', () => {
  it('is a per-mille of the amount bounded by min and max, plus a fixed part, in minor units', () => {
    expect(chargeOf(100_000n, 0, 0, 0, 0)).toBe(0n);
    expect(chargeOf(100_000n, 10, 0, 1_000, 10_000)).toBe(1_000n); // 1% of 1000.00 = 10.00
    expect(chargeOf(50_000n, 10, 0, 1_000, 10_000)).toBe(1_000n); // 5.00 raised to the 10.00 minimum
    expect(chargeOf(5_000_000n, 10, 0, 1_000, 10_000)).toBe(10_000n); // 500.00 capped at 100.00
    expect(chargeOf(100_000n, 10, 500, 0, 0)).toBe(1_500n);
  });
});
