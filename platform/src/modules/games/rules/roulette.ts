// Single-zero roulette from a round's committed seed: the number is uniform over 0–36, from
// HMAC-SHA256(seed, "ROULETTE:table:round") (provably-fair.ts). Which spots a number wins and what
// they pay: contract/live-spots.ts (a number 35:1, dozens and columns 2:1, the even chances 1:1,
// zero losing every outside bet).
import { ROULETTE_RED, ROULETTE_RETURNS, spotParts } from '../../../../../contract/live-spots';
import type { RouletteResult } from '../../../../../contract/live-table';
import { lost, wonAt, type BetOutcome } from './live-outcome';
import { uniformFromSeed } from './provably-fair';

export function spinRoulette(seed: string, table: string, roundNo: number): RouletteResult {
  return { number: uniformFromSeed(seed, `ROULETTE:${table}:${roundNo}`, 1, 37)[0] };
}

const isRed = (n: number) => (ROULETTE_RED as readonly number[]).includes(n);

/** Does `spot` win on `number`? */
export function rouletteWins(spot: string, number: number): boolean {
  const { kind, n } = spotParts(spot);
  if (kind === 'STRAIGHT') return n === number;
  if (number === 0) return false;
  switch (kind) {
    case 'RED':
      return isRed(number);
    case 'BLACK':
      return !isRed(number);
    case 'ODD':
      return number % 2 === 1;
    case 'EVEN':
      return number % 2 === 0;
    case 'LOW':
      return number <= 18;
    case 'HIGH':
      return number >= 19;
    case 'DOZEN':
      return Math.ceil(number / 12) === n;
    case 'COLUMN':
      return ((number - 1) % 3) + 1 === n;
    default:
      return false;
  }
}

export function rouletteOutcome(spot: string, stake: bigint, result: RouletteResult): BetOutcome {
  if (!rouletteWins(spot, result.number)) return lost;
  const { kind } = spotParts(spot);
  return wonAt(stake, kind === 'STRAIGHT' ? ROULETTE_RETURNS.straight : kind === 'DOZEN' || kind === 'COLUMN' ? ROULETTE_RETURNS.dozen : ROULETTE_RETURNS.even);
}
