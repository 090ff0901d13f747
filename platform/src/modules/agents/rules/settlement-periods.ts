// Settlement periods (spec §9), cut in the business time zone (BUSINESS_TIME_ZONE): a day, an hour or
// half hour, a dividend period (D day, W Monday–Sunday, H half-month 1st–15th / 16th–end, M month)
// and the real-time salary's draw: a 5-minute issue window (REALTIME_DRAW_MINUTES), the local
// lottery's FAST period by default, holding the settled lottery bets of the draws made in it and the
// rounds played in other LOTT and ELOTT games; its key is the window's local start, e.g. 2026-11-24T13:05.
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import { zoneOffset } from '../../../../../contract/zoned-time';
import { REALTIME_DRAW_MINUTES, type DividendPeriod } from '../../../../../contract/agent-contracts';

export interface Period {
  key: string;
  start: Date;
  end: Date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day 'YYYY-MM-DD' that exists, or undefined. */
export function parseDay(text: string): { y: number; m: number; d: number } | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return { y, m, d };
}

/** The instant of a local wall-clock time in the business time zone. */
export function localTime(y: number, m: number, d: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  return new Date(guess - zoneOffset(new Date(guess), BUSINESS_TIME_ZONE));
}

/** The business day of an instant, 'YYYY-MM-DD', and its hour. */
export function localDayOf(at: Date): { day: string; hour: number; minute: number } {
  const shifted = new Date(at.getTime() + zoneOffset(at, BUSINESS_TIME_ZONE));
  return {
    day: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** A day moved by `days` (calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const { y, m, d } = parseDay(day)!;
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function dayPeriod(day: string): Period {
  const { y, m, d } = parseDay(day)!;
  return { key: day, start: localTime(y, m, d), end: localTime(y, m, d + 1) };
}

/** The hour HH of a day ('2026-11-24T13'), or its two halves for half-hourly contracts ('…T13:00', '…T13:30'). */
export function hourPeriods(day: string, hour: number, halves: boolean): Period[] {
  const { y, m, d } = parseDay(day)!;
  if (!halves) return [{ key: `${day}T${pad(hour)}`, start: localTime(y, m, d, hour), end: localTime(y, m, d, hour + 1) }];
  return [0, 30].map((minute) => ({
    key: `${day}T${pad(hour)}:${pad(minute)}`,
    start: localTime(y, m, d, hour, minute),
    end: localTime(y, m, d, hour, minute + 30),
  }));
}

/** The dividend period of the kind that contains `day`. */
export function dividendPeriod(period: DividendPeriod, day: string): Period {
  const { y, m, d } = parseDay(day)!;
  switch (period) {
    case 'D':
      return dayPeriod(day);
    case 'W': {
      const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
      const monday = addDays(day, -weekday);
      const start = parseDay(monday)!;
      return { key: `W${monday}`, start: localTime(start.y, start.m, start.d), end: localTime(start.y, start.m, start.d + 7) };
    }
    case 'H': {
      const first = d <= 15;
      return {
        key: `${y}-${pad(m)}-H${first ? 1 : 2}`,
        start: localTime(y, m, first ? 1 : 16),
        end: first ? localTime(y, m, 16) : localTime(y, m + 1, 1),
      };
    }
    case 'M':
      return { key: `${y}-${pad(m)}`, start: localTime(y, m, 1), end: localTime(y, m + 1, 1) };
  }
}

export const DRAW_MS = REALTIME_DRAW_MINUTES * 60_000;

/** The draw (5-minute window) an instant falls in. Windows align on the epoch, which is also local alignment for whole-hour zones. */
export function drawOf(at: Date): Period {
  const start = new Date(Math.floor(at.getTime() / DRAW_MS) * DRAW_MS);
  const local = localDayOf(start);
  return { key: `${local.day}T${pad(local.hour)}:${pad(local.minute)}`, start, end: new Date(start.getTime() + DRAW_MS) };
}
