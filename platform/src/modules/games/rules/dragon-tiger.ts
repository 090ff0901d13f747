// Dragon tiger from a round's committed seed: one card each to dragon and tiger (an infinite shoe:
// each card uniform over the 52, from HMAC-SHA256(seed, "DRAGON_TIGER:table:round")); the higher
// rank wins, ace low, suits do not count. Pays dragon and tiger 1:1, tie 11:1; on a tie dragon and
// tiger bets get half their stake back (contract/live-spots.ts).
import { DRAGON_TIGER_RETURNS, DRAGON_TIGER_TIE_REFUND, type DragonTigerSide } from '../../../../../contract/live-spots';
import type { DragonTigerResult } from '../../../../../contract/live-table';
import { cardsFromSeed } from './baccarat';
import { lost, wonAt, type BetOutcome } from './live-outcome';

export function dealDragonTiger(seed: string, table: string, roundNo: number): DragonTigerResult {
  const [dragon, tiger] = cardsFromSeed(seed, `DRAGON_TIGER:${table}:${roundNo}`, 2);
  const winner: DragonTigerSide = dragon.rank > tiger.rank ? 'DRAGON' : tiger.rank > dragon.rank ? 'TIGER' : 'TIE';
  return { dragon, tiger, winner };
}

export function dragonTigerOutcome(side: DragonTigerSide, stake: bigint, winner: DragonTigerSide): BetOutcome {
  if (side === winner) return wonAt(stake, DRAGON_TIGER_RETURNS[side]);
  if (winner === 'TIE') return { state: 'half', payout: (stake * DRAGON_TIGER_TIE_REFUND.num) / DRAGON_TIGER_TIE_REFUND.den };
  return lost;
}
