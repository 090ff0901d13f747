import 'server-only';

// One CSV export at a time per agent (issue 27): every export reads every page of a report, and on
// the embedded database (one connection for the whole platform) several at once stalled the site.
// The slot is this portal process's (one `npm start` runs one portal beside the embedded database);
// with several portal instances each keeps its own.

/** A slot older than this is taken over: an export that was never read to its end nor cancelled. */
export const EXPORT_SLOT_MAX_MS = 10 * 60_000;

const slots = new Map<string, { token: symbol; since: number }>();

/**
 * Takes `agent`'s export slot: the function that gives it back (once; later calls do nothing), or
 * undefined while another export of the same agent holds it.
 */
export function claimExportSlot(agent: string, now = Date.now()): (() => void) | undefined {
  const held = slots.get(agent);
  if (held && now - held.since < EXPORT_SLOT_MAX_MS) return undefined;
  const token = Symbol(agent);
  slots.set(agent, { token, since: now });
  return () => {
    // A release after a takeover leaves the newer export's slot alone.
    if (slots.get(agent)?.token === token) slots.delete(agent);
  };
}
