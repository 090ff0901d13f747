// How a table-game bet ended and what it gets back (stake included), in minor units.
import type { Ratio } from '../../../../../contract/live-spots';

export interface BetOutcome {
  state: 'won' | 'lost' | 'push' | 'half';
  payout: bigint;
}

export const lost: BetOutcome = { state: 'lost', payout: 0n };

/** A winning bet: the stake times the spot's return, rounded down to the satang. */
export function wonAt(stake: bigint, returns: Ratio): BetOutcome {
  return { state: 'won', payout: (stake * returns.num) / returns.den };
}
