// Issue #30: the on-load lists (A for members, B for guests) show at most once per business day
// (contract/business-time.ts) on a device, not on every new browser session. The first-login list (F) keeps its
// own rule: the server's first-login flag, cleared when the member closes it. The day is the
// server's (`day` of /api/announcements): the browser makes no date format of its own for it, whose
// first one costs a phone a long task while the page loads.

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

/** The on-load lists already shown on this device on the business day `today` (YYYY-MM-DD), from the stored value of SEEN_KEY. */
export function seenToday(stored: string | null, today: string): string[] {
  const record = parse(stored);
  return record && record.day === today ? record.executions : [];
}

/** The value SEEN_KEY holds once `execution` has shown on `today`; the same value when the daily rule does not cover it. */
export function withSeen(stored: string | null, execution: string, today: string): string | null {
  if (!(DAILY as readonly string[]).includes(execution)) return stored;
  const executions = seenToday(stored, today);
  if (executions.includes(execution)) return stored;
  return JSON.stringify({ day: today, executions: [...executions, execution] } satisfies SeenRecord);
}

/**
 * The lists shown earlier today that the daily rule holds back now: all but those with a popup the
 * operator marked must-see, which show on every visit (still once a browser session).
 */
export function heldBackToday(seen: readonly string[], popups: readonly { execution: string | null; mustSee: boolean }[]): string[] {
  return seen.filter((execution) => !popups.some((popup) => popup.execution === execution && popup.mustSee));
}

/** The lists shown on `today`, as this device's storage holds them (none when storage is unavailable). */
export function readSeenToday(today: string): string[] {
  try {
    return seenToday(localStorage.getItem(SEEN_KEY), today);
  } catch {
    return [];
  }
}

/** Remembers that `execution` showed on `today`; without storage the list may show again on the next load. */
export function rememberSeen(execution: string, today: string) {
  try {
    const stored = localStorage.getItem(SEEN_KEY);
    const next = withSeen(stored, execution, today);
    if (next !== null && next !== stored) localStorage.setItem(SEEN_KEY, next);
  } catch {
    // Private mode or storage full: nothing to remember with.
  }
}
