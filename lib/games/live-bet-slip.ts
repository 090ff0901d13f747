// The chips and pending stakes of a table game's page: the member picks a chip, each tap on a spot
// adds it to that spot's pending stake, and a confirmation sends every pending spot as a bet of its
// own. A send keeps its Idempotency-Key (and its round and amount) until an answer says what became
// of it, so confirming again after a lost answer replays that bet rather than placing a second one.
// Amounts are minor units (satang).

/** The chip ladder; a table offers those within its limits (contract/live-table.ts minBet, maxBet). */
const CHIP_LADDER = [1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000];
const MAX_CHIPS = 6;

export function chipsWithin(minBet: number, maxBet: number): number[] {
  return CHIP_LADDER.filter((chip) => chip >= minBet && chip <= maxBet).slice(0, MAX_CHIPS);
}

/** A bet on its way: what was sent, under which key. */
export interface SlipSend {
  spot: string;
  roundId: number;
  amount: number;
  key: string;
}

export interface BetSlip {
  chip: number;
  /** Pending stakes by spot, in the order the spots were first tapped. */
  stakes: Record<string, number>;
  /** Sends without a known outcome: their spots are locked until they are answered or resent. */
  sends: SlipSend[];
  /** The confirmation is showing. */
  reviewing: boolean;
}

export type SlipAction =
  | { type: 'chip'; chip: number }
  | { type: 'add'; spot: string; maxBet: number }
  | { type: 'clear' }
  | { type: 'review' }
  | { type: 'cancel' }
  | { type: 'sending'; sends: SlipSend[] }
  | { type: 'answered'; spot: string; outcome: 'placed' | 'refused' | 'unknown' }
  | { type: 'round'; roundId: number };

export function newSlip(chip: number): BetSlip {
  return { chip, stakes: {}, sends: [], reviewing: false };
}

const locked = (slip: BetSlip, spot: string) => slip.sends.some((send) => send.spot === spot);
const without = (stakes: Record<string, number>, spot: string) => Object.fromEntries(Object.entries(stakes).filter(([s]) => s !== spot));

export function betSlipReducer(slip: BetSlip, action: SlipAction): BetSlip {
  switch (action.type) {
    case 'chip':
      return { ...slip, chip: action.chip };
    case 'add': {
      // A spot's stake never passes the table's maximum; a bet on its way is not changed.
      const stake = (slip.stakes[action.spot] ?? 0) + slip.chip;
      if (slip.reviewing || locked(slip, action.spot) || stake > action.maxBet) return slip;
      return { ...slip, stakes: { ...slip.stakes, [action.spot]: stake } };
    }
    case 'clear':
      return { ...slip, reviewing: false, stakes: Object.fromEntries(Object.entries(slip.stakes).filter(([spot]) => locked(slip, spot))) };
    case 'review':
      return Object.keys(slip.stakes).length ? { ...slip, reviewing: true } : slip;
    case 'cancel':
      return { ...slip, reviewing: false };
    case 'sending':
      return { ...slip, reviewing: false, sends: [...slip.sends.filter((send) => !action.sends.some((s) => s.spot === send.spot)), ...action.sends] };
    case 'answered': {
      const sends = action.outcome === 'unknown' ? slip.sends : slip.sends.filter((send) => send.spot !== action.spot);
      return { ...slip, sends, stakes: action.outcome === 'placed' ? without(slip.stakes, action.spot) : slip.stakes };
    }
    case 'round': {
      // An unanswered send of a round that has closed can no longer be resent; it may have been
      // placed (my bets tells), so its stake leaves the slip rather than going on the new round.
      const gone = slip.sends.filter((send) => send.roundId !== action.roundId);
      if (!gone.length) return slip;
      const stakes = Object.fromEntries(Object.entries(slip.stakes).filter(([spot]) => !gone.some((send) => send.spot === spot)));
      return { ...slip, stakes, sends: slip.sends.filter((send) => send.roundId === action.roundId) };
    }
  }
}

/**
 * What a confirmation sends on round `roundId`: each pending spot once, a spot whose earlier send is
 * unanswered with that send (same key, round and amount: a replay), every other with a new key.
 */
export function sendsFor(slip: BetSlip, roundId: number, newKey: () => string): SlipSend[] {
  return Object.entries(slip.stakes).map(([spot, amount]) => slip.sends.find((send) => send.spot === spot) ?? { spot, roundId, amount, key: newKey() });
}

export function pendingTotal(slip: BetSlip): number {
  return Object.values(slip.stakes).reduce((sum, stake) => sum + stake, 0);
}
