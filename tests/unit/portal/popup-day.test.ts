/** @jest-environment node */
// Issue #30: the on-load announcement lists (A members, B guests) show at most once per business day
// (Asia/Bangkok) on a device; the first-login list (F) is not counted, it keeps its own rule. The
// day is the server's (businessDay, sent as `day` with /api/announcements).
import { businessDay } from '@/contract/business-time';
import { heldBackToday, seenToday, withSeen } from '@/components/announcements/popup-day';

// 16:59:59 UTC is 23:59:59 in Bangkok; a second later the Bangkok day has turned, the UTC one not.
const LATE_EVENING = Date.parse('2026-11-29T16:59:59Z');
const AFTER_MIDNIGHT = Date.parse('2026-11-29T17:00:00Z');
const NEXT_AFTERNOON = Date.parse('2026-11-30T08:00:00Z');

describe('announcement popups once per Bangkok day', () => {
  it('counts days on the Bangkok clock, not the device’s or UTC', () => {
    expect(businessDay(LATE_EVENING)).toBe('2026-11-29');
    expect(businessDay(AFTER_MIDNIGHT)).toBe('2026-11-30');
  });

  it('remembers a shown list for the rest of that day only', () => {
    const stored = withSeen(null, 'B', businessDay(Date.parse('2026-11-29T01:00:00Z')));
    expect(seenToday(stored, businessDay(LATE_EVENING))).toEqual(['B']);
    expect(seenToday(stored, businessDay(AFTER_MIDNIGHT))).toEqual([]);
  });

  it('keeps both lists of a day, and starts a new day afresh', () => {
    const today = businessDay(LATE_EVENING);
    const guestThenMember = withSeen(withSeen(null, 'B', businessDay(LATE_EVENING - 60_000)), 'A', today);
    expect(seenToday(guestThenMember, today)).toEqual(['B', 'A']);
    const nextDay = withSeen(guestThenMember, 'A', businessDay(NEXT_AFTERNOON));
    expect(seenToday(nextDay, businessDay(NEXT_AFTERNOON))).toEqual(['A']);
  });

  it('never counts the first-login list', () => {
    expect(withSeen(null, 'F', '2026-11-29')).toBeNull();
    const stored = withSeen(null, 'A', '2026-11-29');
    expect(withSeen(stored, 'F', '2026-11-29')).toBe(stored);
  });

  it('treats an unreadable stored value as nothing shown', () => {
    expect(seenToday('not json', '2026-11-29')).toEqual([]);
    expect(seenToday('{"day":3}', '2026-11-29')).toEqual([]);
    expect(seenToday(JSON.stringify({ day: '2026-11-29', executions: ['A', 7] }), '2026-11-29')).toEqual(['A']);
  });

  it('holds back a list seen today unless one of its popups is must-see', () => {
    const popups = [
      { execution: 'A', mustSee: false },
      { execution: 'B', mustSee: false },
      { execution: 'B', mustSee: true },
      { execution: null, mustSee: false },
    ];
    expect(heldBackToday(['A', 'B'], popups)).toEqual(['A']);
    expect(heldBackToday(['A'], [{ execution: 'A', mustSee: false }])).toEqual(['A']);
    expect(heldBackToday([], popups)).toEqual([]);
  });
});
