/** @jest-environment node */
import { duplicatesOf, redEnvelopeBody, splitEvenly } from '@/contract/agent-transfers';

describe('the red envelope split rule', () => {
  it('gives everyone floor(total / n) and the first (total mod n) payees one satang more', () => {
    expect(splitEvenly(10000n, 3)).toEqual([3334n, 3333n, 3333n]);
    expect(splitEvenly(10002n, 3)).toEqual([3334n, 3334n, 3334n]);
    expect(splitEvenly(5n, 7)).toEqual([1n, 1n, 1n, 1n, 1n, 0n, 0n]);
    expect(splitEvenly(1_000_007n, 1000).slice(5, 9)).toEqual([1001n, 1001n, 1000n, 1000n]);
    expect(splitEvenly(100n, 0)).toEqual([]);
  });

  it('always adds up to the total exactly', () => {
    for (const [total, n] of [[1n, 1], [99999n, 7], [123456789n, 1000], [100n, 3]] as const) {
      expect(splitEvenly(total, n).reduce((a, b) => a + b, 0n)).toBe(total);
    }
  });
});

describe('the red envelope body', () => {
  it('names each payee listed twice once', () => {
    expect(duplicatesOf(['a', 'b', 'a', 'c', 'b', 'a'])).toEqual(['a', 'b']);
    expect(duplicatesOf(['a', 'b'])).toEqual([]);
  });

  it('wants payees and exactly one of amountEach and total', () => {
    const base = { payees: ['a'], password: 'x' };
    expect(redEnvelopeBody.safeParse({ ...base, amountEach: '1' }).success).toBe(true);
    expect(redEnvelopeBody.safeParse({ ...base, total: '1' }).success).toBe(true);
    expect(redEnvelopeBody.safeParse({ ...base, amountEach: '1', total: '1' }).error?.issues[0].message).toBe('amount_mode');
    expect(redEnvelopeBody.safeParse({ ...base }).error?.issues[0].message).toBe('amount_mode');
    expect(redEnvelopeBody.safeParse({ ...base, payees: [], amountEach: '1' }).error?.issues[0].message).toBe('payees_empty');
    expect(redEnvelopeBody.safeParse({ ...base, amountEach: '0.001' }).success).toBe(false);
  });
});
