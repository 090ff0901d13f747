/** @jest-environment node */
import { amountSchema, fromMinor, MAX_AMOUNT_MINOR, toMinor } from '@/contract/money';

describe('money on the wire (contract/money.ts)', () => {
  it('reads decimal strings into minor units without floats', () => {
    expect(toMinor('0.10')).toBe(10n);
    expect(toMinor('100')).toBe(10000n);
    expect(toMinor('100.5')).toBe(10050n);
    expect(toMinor('999999999999.99')).toBe(99999999999999n);
    expect(fromMinor(10050n)).toBe('100.50');
    expect(fromMinor(-5n)).toBe('-0.05');
    // 0.1 + 0.2 in floats is not 0.3; in minor units it is.
    expect(fromMinor(toMinor('0.1')! + toMinor('0.2')!)).toBe('0.30');
  });

  it.each([
    ['-1', 'amount_invalid'],
    ['1.001', 'amount_invalid'],
    ['1e3', 'amount_invalid'],
    ['abc', 'amount_invalid'],
    [' 5', 'amount_invalid'],
    ['01', 'amount_invalid'],
    ['0', 'amount_zero'],
    ['0.00', 'amount_zero'],
    [fromMinor(MAX_AMOUNT_MINOR + 1n), 'amount_too_large'],
  ])('refuses %j with %s', (text, code) => {
    const parsed = amountSchema.safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(code);
  });

  it('accepts amounts up to the maximum', () => {
    expect(amountSchema.safeParse('0.01').success).toBe(true);
    expect(amountSchema.safeParse(fromMinor(MAX_AMOUNT_MINOR)).success).toBe(true);
  });
});
