// The site's one business clock (Asia/Bangkok): every date and time a member, an agent or the
// operator's staff sees, on the server and in the browser, and every business day the platform cuts
// (reports, settlements, limits, the withdrawal window), whatever zone the browser or server is in.
// Formatting helpers here so a page never formats a time on the reader's own clock.

export const BUSINESS_TIME_ZONE = 'Asia/Bangkok';

type Instant = string | number | Date;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

/** A date and time on the business clock, in the reader's language (short date, short time unless styled). */
export function businessDateTime(at: Instant, locale: string, style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'> = { dateStyle: 'short', timeStyle: 'short' }): string {
  return formatter(locale, style).format(new Date(at));
}

/** A date on the business clock, in the reader's language. */
export function businessDate(at: Instant, locale: string, dateStyle: Intl.DateTimeFormatOptions['dateStyle'] = 'medium'): string {
  return formatter(locale, { dateStyle }).format(new Date(at));
}

/** The business day of `at` (by default now), as YYYY-MM-DD: where the day's reports, limits and popups cut. */
export function businessDay(at: Instant = Date.now()): string {
  return formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
}

/** The time of day's fields: 24-hour, two digits each, with seconds. */
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

/** The business clock's time of day, 24-hour with seconds. */
export function businessTimeOfDay(at: Instant, locale: string): string {
  return formatter(locale, TIME_OF_DAY).format(new Date(at));
}

/** The business clock's offset from UTC at `at`, in minutes. */
function businessOffsetMinutes(at: Instant): number {
  const date = new Date(at);
  const parts = Object.fromEntries(
    formatter('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((wall - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

function gmtOffset(minutes: number): string {
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The business clock's offset from UTC at `at`, as `GMT+07:00`. */
export function businessGmtOffset(at: Instant): string {
  return gmtOffset(businessOffsetMinutes(at));
}

/** The agent header's clock: the business clock's offset and time of day, as `GMT+07:00 14:05:09`. */
export function businessClock(at: Instant, locale: string): string {
  return `${businessGmtOffset(at)} ${businessTimeOfDay(at, locale)}`;
}

/**
 * What a browser needs to keep writing `businessClock` without Intl (a page's first date format
 * costs a phone a long task): the zone's offset when the server rendered the page, the order of the
 * time's fields with the text between them, and the reader's digits. Made on the server; the
 * business zone keeps one offset all year, so the face stays right while the page is open.
 */
export interface ClockFace {
  offsetMinutes: number;
  fields: Array<{ field: 'hour' | 'minute' | 'second' } | { text: string }>;
  /** The digits 0 to 9 in the reader's numbering system. */
  digits: string[];
}

const CLOCK_FIELDS = new Set(['hour', 'minute', 'second']);

/** The digits of each locale's time of day, made once per locale (the face is made on every agent page). */
const clockDigits = new Map<string, string[]>();

function digitsOf(locale: string): string[] {
  let digits = clockDigits.get(locale);
  if (!digits) {
    const numbers = new Intl.NumberFormat(locale, { numberingSystem: formatter(locale, TIME_OF_DAY).resolvedOptions().numberingSystem, useGrouping: false });
    digits = Array.from({ length: 10 }, (_, digit) => numbers.format(digit));
    clockDigits.set(locale, digits);
  }
  return digits;
}

export function businessClockFace(at: Instant, locale: string): ClockFace {
  return {
    offsetMinutes: businessOffsetMinutes(at),
    fields: formatter(locale, TIME_OF_DAY)
      .formatToParts(new Date(at))
      .map((part) => (CLOCK_FIELDS.has(part.type) ? { field: part.type as 'hour' | 'minute' | 'second' } : { text: part.value })),
    digits: digitsOf(locale),
  };
}

/** `businessClock(at, locale)` written from the locale's clock face, with no Intl. */
export function clockFaceText(face: ClockFace, at: Instant): string {
  const wall = new Date(Math.floor(new Date(at).getTime() / 1000) * 1000 + face.offsetMinutes * 60_000);
  const values = { hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds() };
  const twoDigits = (value: number) => String(value).padStart(2, '0').replace(/[0-9]/g, (digit) => face.digits[Number(digit)]);
  const time = face.fields.map((part) => ('field' in part ? twoDigits(values[part.field]) : part.text)).join('');
  return `${gmtOffset(face.offsetMinutes)} ${time}`;
}
