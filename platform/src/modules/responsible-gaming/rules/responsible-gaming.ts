// Responsible-gaming rules that need no database (issue 17): Bangkok calendar periods, the 24-hour
// cooling rule for raising or removing a limit, the end of a cool-off or self-exclusion, and the
// refusals the money path answers with (each says why and what is left).
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import {
  LIMIT_COOLING_HOURS,
  RG_CODES,
  type CoolOffDuration,
  type ExclusionKind,
  type ExclusionRefusal,
  type LimitKind,
  type LimitPeriod,
  type LimitRefusal,
  type SelfExclusionDuration,
} from '../../../../../contract/responsible-gaming';
import { fromMinor } from '../../../../../contract/money';
import { wallClock, zoneOffset } from '../../../../../contract/zoned-time';
import { ApiError } from '../../../core/http/envelope';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The instant a Bangkok wall-clock date (y, m 1-12, d) starts. */
function zonedMidnight(year: number, month: number, day: number, timeZone = BUSINESS_TIME_ZONE): Date {
  const guess = new Date(Date.UTC(year, month - 1, day));
  return new Date(guess.getTime() - zoneOffset(guess, timeZone));
}

/** Where the period holding `at` starts and ends: the Bangkok day, the week from Monday, the month. */
export function periodBounds(period: LimitPeriod, at: Date, timeZone = BUSINESS_TIME_ZONE): { start: Date; end: Date } {
  const clock = wallClock(at, timeZone);
  if (period === 'day') return { start: zonedMidnight(clock.year, clock.month, clock.day, timeZone), end: zonedMidnight(clock.year, clock.month, clock.day + 1, timeZone) };
  if (period === 'week') {
    const weekday = (new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay() + 6) % 7; // Monday 0
    return {
      start: zonedMidnight(clock.year, clock.month, clock.day - weekday, timeZone),
      end: zonedMidnight(clock.year, clock.month, clock.day - weekday + 7, timeZone),
    };
  }
  return { start: zonedMidnight(clock.year, clock.month, 1, timeZone), end: zonedMidnight(clock.year, clock.month + 1, 1, timeZone) };
}

/** The Bangkok month `yyyy-mm` as instants [start, end). */
export function monthBounds(month: string, timeZone = BUSINESS_TIME_ZONE): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number);
  return { start: zonedMidnight(year, m, 1, timeZone), end: zonedMidnight(year, m + 1, 1, timeZone) };
}

// --- limits and the cooling rule --------------------------------------------------------------

/** A stored limit: the value now and a raise or removal waiting until `pendingFrom`. */
export interface StoredLimit {
  amount: bigint | null;
  pendingAmount: bigint | null;
  pendingFrom: Date | null;
}

/** The limit in force at `now` (null: none): a pending value applies from its time on. */
export function limitInForce(limit: StoredLimit, now: Date): bigint | null {
  if (limit.pendingFrom && limit.pendingFrom <= now) return limit.pendingAmount;
  return limit.amount;
}

/** The pending change still waiting at `now`, if any. */
export function pendingChange(limit: StoredLimit, now: Date): { amount: bigint | null; effectiveAt: Date } | null {
  return limit.pendingFrom && limit.pendingFrom > now ? { amount: limit.pendingAmount, effectiveAt: limit.pendingFrom } : null;
}

/**
 * A member asks for `requested` (null = no limit). Lowering (or setting one where there was none)
 * applies at once and drops any pending raise; raising or removing waits LIMIT_COOLING_HOURS from
 * now, the limit in force staying meanwhile. Asking again for the value in force cancels a pending raise.
 */
export function changeLimit(stored: StoredLimit | undefined, requested: bigint | null, now: Date): StoredLimit {
  const current = stored ? limitInForce(stored, now) : null;
  const tighter = requested !== null && (current === null || requested <= current);
  if (tighter) return { amount: requested, pendingAmount: null, pendingFrom: null };
  if (current === null) return { amount: null, pendingAmount: null, pendingFrom: null }; // removing what is not there
  return { amount: current, pendingAmount: requested, pendingFrom: new Date(now.getTime() + LIMIT_COOLING_HOURS * HOUR) };
}

// --- cool-off and self-exclusion ---------------------------------------------------------------

const DURATION_DAYS: Record<Exclude<CoolOffDuration, `${number}h`>, number> = { '1w': 7, '2w': 14, '4w': 28, '6w': 42 };

/** When a cool-off or self-exclusion taken at `now` ends (null: permanent). Months and years are calendar ones. */
export function exclusionEnd(duration: CoolOffDuration | SelfExclusionDuration, now: Date): Date | null {
  if (duration === 'permanent') return null;
  const hours = /^(\d+)h$/.exec(duration);
  if (hours) return new Date(now.getTime() + Number(hours[1]) * HOUR);
  if (duration in DURATION_DAYS) return new Date(now.getTime() + DURATION_DAYS[duration as keyof typeof DURATION_DAYS] * DAY);
  const months = duration === '6m' ? 6 : Number(duration.slice(0, -1)) * 12;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** A new period may only leave the member excluded at least as long as the one in force. */
export function extendsExclusion(activeEnd: Date | null | undefined, newEnd: Date | null): boolean {
  if (activeEnd === undefined) return true; // none in force
  if (activeEnd === null) return false; // permanent: nothing is longer
  return newEnd === null || newEnd >= activeEnd;
}

// --- refusals ----------------------------------------------------------------------------------

const LIMIT_CODES: Record<LimitKind, string> = {
  deposit: RG_CODES.depositLimit,
  loss: RG_CODES.lossLimit,
  wager: RG_CODES.wagerLimit,
  session: RG_CODES.sessionLimit,
};

export const rgErrors = {
  limit: (kind: LimitKind, period: LimitPeriod, limit: bigint, remaining: bigint) =>
    new ApiError(409, LIMIT_CODES[kind], `This would exceed your ${period} ${kind} limit; ${fromMinor(remaining < 0n ? 0n : remaining)} remains`, {
      kind,
      period,
      limit: fromMinor(limit),
      remaining: fromMinor(remaining < 0n ? 0n : remaining),
    } satisfies LimitRefusal),
  session: (minutes: number) =>
    new ApiError(409, RG_CODES.sessionLimit, `Your session time limit of ${minutes} minutes is reached`, {
      kind: 'session',
      period: 'session',
      limit: String(minutes),
      remaining: '0',
    } satisfies LimitRefusal),
  excluded: (kind: ExclusionKind, endsAt: Date | null) =>
    new ApiError(403, RG_CODES.excluded, kind === 'coolOff' ? 'You are taking a break from play' : 'You have excluded yourself from play', {
      kind,
      endsAt: endsAt?.toISOString() ?? null,
    } satisfies ExclusionRefusal),
  shorter: (endsAt: Date | null) =>
    new ApiError(409, RG_CODES.exclusionShorter, 'A period in force cannot be shortened', { endsAt: endsAt?.toISOString() ?? null }),
};
