import { businessDay } from '@/contract/business-time';

// Issue #30: the on-load lists (A for members, B for guests) show at most once per business day
// (contract/business-time.ts) on a device, not on every new browser session. The first-login list (F) keeps its
// own rule: the server's first-login flag, cleared when the member closes it.

/** Where this device remembers which on-load lists it has shown today. */
export const SEEN_KEY = 'popups-seen';

/** The lists the daily rule covers. */
const DAILY = ['A', 'B'] as const;

interface SeenRecord {
  /** The business day (YYYY-MM-DD) the lists were shown on. */
  day: string;
  executions: string[];
}

function parse(stored: string | null): SeenRecord | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<SeenRecord>;
    return typeof value.day === 'string' && Array.isArray(value.executions) ? { day: value.day, executions: value.executions.filter((item) => typeof item === 'string') } : null;
  } catch {
    return null;
  }
}

/** The on-load lists already shown on this device today (the stored value of SEEN_KEY). */
export function seenToday(stored: string | null, now: Date | number): string[] {
  const record = parse(stored);
  return record && record.day === businessDay(now) ? record.executions : [];
}

/** The value SEEN_KEY holds once `execution` has shown at `now`; the same value when the daily rule does not cover it. */
export function withSeen(stored: string | null, execution: string, now: Date | number): string | null {
  if (!(DAILY as readonly string[]).includes(execution)) return stored;
  const executions = seenToday(stored, now);
  if (executions.includes(execution)) return stored;
  return JSON.stringify({ day: businessDay(now), executions: [...executions, execution] } satisfies SeenRecord);
}

/**
 * The lists shown earlier today that the daily rule holds back now: all but those with a popup the
 * operator marked must-see, which show on every visit (still once a browser session).
 */
export function heldBackToday(seen: readonly string[], popups: readonly { execution: string | null; mustSee: boolean }[]): string[] {
  return seen.filter((execution) => !popups.some((popup) => popup.execution === execution && popup.mustSee));
}

/** Today's shown lists, as this device's storage holds them (none when storage is unavailable). */
export function readSeenToday(now = Date.now()): string[] {
  try {
    return seenToday(localStorage.getItem(SEEN_KEY), now);
  } catch {
    return [];
  }
}

/** Remembers that `execution` showed today; without storage the list may show again on the next load. */
export function rememberSeen(execution: string, now = Date.now()) {
  try {
    const stored = localStorage.getItem(SEEN_KEY);
    const next = withSeen(stored, execution, now);
    if (next !== null && next !== stored) localStorage.setItem(SEEN_KEY, next);
  } catch {
    // Private mode or storage full: nothing to remember with.
  }
}
