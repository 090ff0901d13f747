/** @jest-environment node */
// The records' date presets are days in Bangkok (UTC+7), whatever zone the code runs in.
import { customRange, dayOf, presetRange } from '@/lib/records/date-presets';

const at = (iso: string) => Date.parse(iso);

describe('record date presets in Asia/Bangkok', () => {
  it('just after midnight in Bangkok (17:05 UTC the day before), today is the new Bangkok day', () => {
    const now = at('2026-03-09T17:05:00Z'); // 2026-03-10 00:05 in Bangkok
    expect(presetRange('today', now)).toEqual({ start: at('2026-03-09T17:00:00Z'), end: now });
    expect(presetRange('yesterday', now)).toEqual({ start: at('2026-03-08T17:00:00Z'), end: at('2026-03-09T17:00:00Z') - 1 });
    expect(dayOf(now)).toBe('2026-03-10');
  });

  it('just before midnight in Bangkok, today is still the old day', () => {
    const now = at('2026-03-09T16:59:59Z'); // 2026-03-09 23:59:59 in Bangkok
    expect(presetRange('today', now).start).toBe(at('2026-03-08T17:00:00Z'));
    expect(dayOf(now)).toBe('2026-03-09');
  });

  it('7 and 30 days count today; 30 days never exceeds the 30-day bound', () => {
    const now = at('2026-03-09T17:05:00Z');
    expect(presetRange('last7', now).start).toBe(at('2026-03-03T17:00:00Z'));
    const last30 = presetRange('last30', now);
    expect(last30.end - last30.start).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
  });

  it('custom ranges are whole Bangkok days, at most 30 days', () => {
    expect(customRange('2026-03-01', '2026-03-01')).toEqual({ start: at('2026-02-28T17:00:00Z'), end: at('2026-03-01T17:00:00Z') - 1 });
    expect(customRange('2026-03-01', '2026-03-30')).not.toBe('too_long');
    expect(customRange('2026-03-01', '2026-03-31')).toBe('too_long');
    expect(customRange('2026-03-02', '2026-03-01')).toBeUndefined();
    expect(customRange('nope', '2026-03-01')).toBeUndefined();
  });
});
