// The business clock (contract/business-time.ts): whatever the process's own zone, an instant is
// shown as Bangkok's wall clock, in the reader's language; the offset reads GMT+07:00.
import { BUSINESS_TIME_ZONE, businessClock, businessClockFace, businessDate, businessDateTime, businessDay, businessGmtOffset, businessTimeOfDay, clockFaceText } from '@/contract/business-time';
import { LOCALES } from '@/contract/languages';

const DRAW = '2026-11-29T01:50:00.000Z'; // 08:50 in Bangkok
const LATE = '2026-11-29T20:30:05.000Z'; // 03:30:05 the next day in Bangkok

test('the business clock is Bangkok', () => {
  expect(BUSINESS_TIME_ZONE).toBe('Asia/Bangkok');
});

test('a date and time is Bangkok’s wall clock, in the reader’s language, not the process’s zone', () => {
  expect(businessDateTime(DRAW, 'en-GB')).toBe('29/11/2026, 08:50');
  expect(businessDateTime(Date.parse(LATE), 'en-GB', { dateStyle: 'short', timeStyle: 'medium' })).toBe('30/11/2026, 03:30:05');
  expect(businessDateTime(DRAW, 'th')).toContain('08:50');
});

test('a date crosses midnight on the Bangkok clock, not at UTC midnight', () => {
  expect(businessDate(LATE, 'en-CA', 'short')).toBe('2026-11-30');
  expect(businessTimeOfDay(new Date(LATE), 'en-GB')).toBe('03:30:05');
});

test('the offset is GMT+07:00 all year (Thailand keeps no summer time)', () => {
  expect(businessGmtOffset(DRAW)).toBe('GMT+07:00');
  expect(businessGmtOffset('2026-06-15T12:00:00Z')).toBe('GMT+07:00');
});

test('the business day turns at Bangkok’s midnight, as YYYY-MM-DD', () => {
  expect(businessDay(DRAW)).toBe('2026-11-29');
  expect(businessDay(Date.parse(LATE))).toBe('2026-11-30');
  expect(businessDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

// The agent header's clock ticks in the browser from a face the server made (no Intl there): in
// every language of the site it writes what Intl writes, digits and separators included, a
// second, an hour and a day after the page rendered.
test.each(LOCALES)('the clock face writes the business clock as Intl does (%s)', (locale) => {
  const rendered = Date.parse(DRAW);
  const face = businessClockFace(rendered, locale);
  expect(JSON.parse(JSON.stringify(face))).toEqual(face);
  for (const later of [0, 1_000, 59_000, 3_600_000 + 17_000, 86_400_000 + 999, Date.parse(LATE) - rendered]) {
    expect(clockFaceText(face, rendered + later)).toBe(businessClock(rendered + later, locale));
  }
});
