// The records' date presets (today, yesterday, 7 days, 30 days), computed on the business clock
// (contract/business-time.ts): "today" starts at its midnight whatever the browser's or server's zone.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BUSINESS_TIME_ZONE } from '@/contract/business-time';
import { RECORD_RANGE_MAX_MS } from '@/contract/cashier-records';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  start: number;
  end: number;
}

/** [start, end] in ms of a preset at `now`: whole days in Bangkok, ending now (or at yesterday's end). */
export function presetRange(preset: DatePreset, now: number = Date.now(), zone = BUSINESS_TIME_ZONE): DateRange {
  const today = dayjs(now).tz(zone).startOf('day');
  switch (preset) {
    case 'today':
      return { start: today.valueOf(), end: now };
    case 'yesterday':
      return { start: today.subtract(1, 'day').valueOf(), end: today.valueOf() - 1 };
    case 'last7':
      return { start: today.subtract(6, 'day').valueOf(), end: now };
    case 'last30':
      // 30 days back from now: within the upstream's 30-day bound.
      return { start: Math.max(today.subtract(29, 'day').valueOf(), now - RECORD_RANGE_MAX_MS), end: now };
  }
}

/** A custom range from two dates (YYYY-MM-DD) in Bangkok, whole days; undefined when invalid or over 30 days. */
export function customRange(from: string, to: string, zone = BUSINESS_TIME_ZONE): DateRange | 'too_long' | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return undefined;
  const start = dayjs.tz(from, zone).startOf('day');
  const end = dayjs.tz(to, zone).endOf('day');
  if (!start.isValid() || !end.isValid() || end.isBefore(start)) return undefined;
  if (end.valueOf() - start.valueOf() > RECORD_RANGE_MAX_MS) return 'too_long';
  return { start: start.valueOf(), end: end.valueOf() };
}

/** YYYY-MM-DD of an instant in Bangkok (for date inputs). */
export function dayOf(ms: number, zone = BUSINESS_TIME_ZONE): string {
  return dayjs(ms).tz(zone).format('YYYY-MM-DD');
}

/** Date and time of an instant in Bangkok, for record rows. */
export function recordTime(ms: number, zone = BUSINESS_TIME_ZONE): string {
  return dayjs(ms).tz(zone).format('YYYY-MM-DD HH:mm:ss');
}
