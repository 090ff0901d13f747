// The local table games by game: how a round's outcome comes from its committed seed, what a bet on
// a spot gets back, and the outcome in a word for the betting records. The live table's database
// code (modules/games/queries/live-table.ts) deals and settles every game through this one table.
import type { BaccaratSide, DragonTigerSide, LiveGame } from '../../../../../contract/live-spots';
import type { BaccaratResult, DragonTigerResult, LiveResult, RouletteResult, SicBoResult } from '../../../../../contract/live-table';
import { betOutcome as baccaratOutcome, dealRound as dealBaccarat } from './baccarat';
import { dealDragonTiger, dragonTigerOutcome } from './dragon-tiger';
import type { BetOutcome } from './live-outcome';
import { rouletteOutcome, spinRoulette } from './roulette';
import { rollSicBo, sicBoOutcome } from './sic-bo';

export interface LiveGameRules {
  deal(seed: string, table: string, roundNo: number): LiveResult;
  outcome(spot: string, stake: bigint, result: LiveResult): BetOutcome;
  /** The outcome as the records show it: the winning side, the number, or the dice ("2-5-5"). */
  summary(result: LiveResult): string;
}

export const LIVE_RULES: Record<LiveGame, LiveGameRules> = {
  BACCARAT: {
    deal: dealBaccarat,
    outcome: (spot, stake, result) => baccaratOutcome(spot as BaccaratSide, stake, (result as BaccaratResult).winner),
    summary: (result) => (result as BaccaratResult).winner,
  },
  DRAGON_TIGER: {
    deal: dealDragonTiger,
    outcome: (spot, stake, result) => dragonTigerOutcome(spot as DragonTigerSide, stake, (result as DragonTigerResult).winner),
    summary: (result) => (result as DragonTigerResult).winner,
  },
  ROULETTE: {
    deal: spinRoulette,
    outcome: (spot, stake, result) => rouletteOutcome(spot, stake, result as RouletteResult),
    summary: (result) => String((result as RouletteResult).number),
  },
  SIC_BO: {
    deal: rollSicBo,
    outcome: (spot, stake, result) => sicBoOutcome(spot, stake, result as SicBoResult),
    summary: (result) => (result as SicBoResult).dice.join('-'),
  },
};
