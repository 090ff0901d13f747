/** @jest-environment node */
// Responsible-gaming rules without a database: Bangkok day/week/month boundaries, the 24-hour
// cooling rule for raising or removing a limit, exclusion ends and "never shorter".
import { changeLimit, exclusionEnd, extendsExclusion, limitInForce, monthBounds, pendingChange, periodBounds } from '@/platform/src/modules/responsible-gaming/rules/responsible-gaming';

const at = (iso: string) => new Date(iso);

describe('periods (Asia/Bangkok, UTC+7)', () => {
  it('a day runs from midnight in Bangkok: 23:59 Bangkok and 00:00 Bangkok are different days', () => {
    // 2026-11-24 16:59:59Z = 23:59:59 Bangkok on the 24th
    expect(periodBounds('day', at('2026-11-24T16:59:59Z'))).toEqual({ start: at('2026-11-23T17:00:00Z'), end: at('2026-11-24T17:00:00Z') });
    expect(periodBounds('day', at('2026-11-24T17:00:00Z'))).toEqual({ start: at('2026-11-24T17:00:00Z'), end: at('2026-11-25T17:00:00Z') });
  });

  it('a week starts on Monday 00:00 Bangkok', () => {
    // Sunday 2026-11-29 23:30 Bangkok belongs to the week of Monday 2026-11-23
    expect(periodBounds('week', at('2026-11-29T16:30:00Z'))).toEqual({ start: at('2026-11-22T17:00:00Z'), end: at('2026-11-29T17:00:00Z') });
    // Monday 2026-11-30 00:00 Bangkok starts the next one
    expect(periodBounds('week', at('2026-11-29T17:00:00Z')).start).toEqual(at('2026-11-29T17:00:00Z'));
  });

  it('a month starts on the 1st 00:00 Bangkok, across the year end and February', () => {
    expect(periodBounds('month', at('2026-12-31T17:30:00Z'))).toEqual({ start: at('2026-12-31T17:00:00Z'), end: at('2027-01-31T17:00:00Z') });
    expect(periodBounds('month', at('2026-12-31T16:59:00Z')).start).toEqual(at('2026-11-30T17:00:00Z'));
    expect(periodBounds('month', at('2028-02-15T00:00:00Z')).end).toEqual(at('2028-02-29T17:00:00Z'));
    expect(monthBounds('2026-12')).toEqual({ start: at('2026-11-30T17:00:00Z'), end: at('2026-12-31T17:00:00Z') });
  });
});

describe('the 24-hour cooling rule', () => {
  const now = at('2026-11-24T10:00:00Z');
  const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

  it('a first limit and a lower one apply at once', () => {
    expect(changeLimit(undefined, 100_000n, now)).toEqual({ amount: 100_000n, pendingAmount: null, pendingFrom: null });
    expect(changeLimit({ amount: 100_000n, pendingAmount: null, pendingFrom: null }, 50_000n, now)).toEqual({ amount: 50_000n, pendingAmount: null, pendingFrom: null });
  });

  it('a raise waits 24 hours, the old limit staying in force until then', () => {
    const raised = changeLimit({ amount: 100_000n, pendingAmount: null, pendingFrom: null }, 200_000n, now);
    expect(raised).toEqual({ amount: 100_000n, pendingAmount: 200_000n, pendingFrom: later(24) });
    expect(limitInForce(raised, later(23.99))).toBe(100_000n);
    expect(limitInForce(raised, later(24))).toBe(200_000n);
    expect(pendingChange(raised, later(1))).toEqual({ amount: 200_000n, effectiveAt: later(24) });
    expect(pendingChange(raised, later(25))).toBeNull();
  });

  it('a removal waits 24 hours too, then there is no limit', () => {
    const removed = changeLimit({ amount: 100_000n, pendingAmount: null, pendingFrom: null }, null, now);
    expect(limitInForce(removed, later(12))).toBe(100_000n);
    expect(limitInForce(removed, later(24))).toBeNull();
  });

  it('lowering while a raise waits cancels the raise; raising again restarts the 24 hours from the limit in force', () => {
    const raised = changeLimit({ amount: 100_000n, pendingAmount: null, pendingFrom: null }, 200_000n, now);
    expect(changeLimit(raised, 80_000n, later(2))).toEqual({ amount: 80_000n, pendingAmount: null, pendingFrom: null });
    expect(changeLimit(raised, 300_000n, later(2))).toEqual({ amount: 100_000n, pendingAmount: 300_000n, pendingFrom: later(26) });
    // After the raise matured, a new raise counts from the matured value
    expect(changeLimit(raised, 400_000n, later(30))).toEqual({ amount: 200_000n, pendingAmount: 400_000n, pendingFrom: later(54) });
  });

  it('asking for the limit in force keeps it and drops a waiting raise', () => {
    const raised = changeLimit({ amount: 100_000n, pendingAmount: null, pendingFrom: null }, 200_000n, now);
    expect(changeLimit(raised, 100_000n, later(1))).toEqual({ amount: 100_000n, pendingAmount: null, pendingFrom: null });
  });
});

describe('cool-off and self-exclusion', () => {
  const now = at('2026-11-24T10:00:00Z');
  it('ends after its duration; permanent never ends', () => {
    expect(exclusionEnd('24h', now)).toEqual(at('2026-11-25T10:00:00Z'));
    expect(exclusionEnd('6w', now)).toEqual(at('2027-01-05T10:00:00Z'));
    expect(exclusionEnd('6m', now)).toEqual(at('2027-05-24T10:00:00Z'));
    expect(exclusionEnd('5y', now)).toEqual(at('2031-11-24T10:00:00Z'));
    expect(exclusionEnd('permanent', now)).toBeNull();
  });
  it('a new period may extend but never shorten the one in force', () => {
    expect(extendsExclusion(undefined, at('2026-11-25T10:00:00Z'))).toBe(true);
    expect(extendsExclusion(at('2026-12-01T00:00:00Z'), at('2026-11-25T10:00:00Z'))).toBe(false);
    expect(extendsExclusion(at('2026-12-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toBe(true);
    expect(extendsExclusion(at('2026-12-01T00:00:00Z'), null)).toBe(true);
    expect(extendsExclusion(null, null)).toBe(false);
  });
});
