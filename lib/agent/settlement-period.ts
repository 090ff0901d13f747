// A settlement's period in words on the business clock (issue #30: agent screens showed the
// platform's period keys, "W2026-11-23", "2026-11-H1", "2026-11-24T10"): the dates it covers, and
// the hours too for the hourly and real-time contracts, whose periods are shorter than a day.
import { BUSINESS_TIME_ZONE } from '@/contract/business-time';
import type { ContractKind } from '@/contract/agent-contracts';

const WITHIN_A_DAY: ReadonlySet<ContractKind> = new Set(['hourly', 'realtime']);

/** `start` to `end` (end exclusive, ms) as the reader's language writes a range: "24 Nov 2026, 10:00–11:00", "1–15 Nov 2026". */
export function settlementPeriod(kind: ContractKind, start: number, end: number, locale: string): string {
  if (WITHIN_A_DAY.has(kind)) {
    const format = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
    return format.formatRange(new Date(start), new Date(end));
  }
  const format = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium' });
  // The last day covered is the one before the exclusive end.
  const lastDay = new Date(end - 1);
  return end - start <= 86_400_000 ? format.format(new Date(start)) : format.formatRange(new Date(start), lastDay);
}
