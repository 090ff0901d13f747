/** @jest-environment node */
import { formatMoney } from '@/platform/src/core/money';

describe('money strings', () => {
  it('always carry exactly two decimals', () => {
    expect(formatMoney('10000')).toBe('10000.00');
    expect(formatMoney('1000.5')).toBe('1000.50');
    expect(formatMoney('0.10')).toBe('0.10');
    expect(formatMoney('-3.1')).toBe('-3.10');
    expect(() => formatMoney('1e5')).toThrow();
  });
});
