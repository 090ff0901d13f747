// Sic bo from a round's committed seed: three dice, each uniform over 1–6, from
// HMAC-SHA256(seed, "SIC_BO:table:round") (provably-fair.ts). Which spots the dice win and what
// they pay: contract/live-spots.ts (small, big, odd and even lose on a triple).
import { SIC_BO_RETURNS, spotParts } from '../../../../../contract/live-spots';
import type { SicBoResult } from '../../../../../contract/live-table';
import { lost, wonAt, type BetOutcome } from './live-outcome';
import { uniformFromSeed } from './provably-fair';

export function rollSicBo(seed: string, table: string, roundNo: number): SicBoResult {
  const dice = uniformFromSeed(seed, `SIC_BO:${table}:${roundNo}`, 3, 6).map((n) => n + 1);
  return { dice, total: dice[0] + dice[1] + dice[2] };
}

export function sicBoOutcome(spot: string, stake: bigint, { dice, total }: SicBoResult): BetOutcome {
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const { kind, n } = spotParts(spot);
  switch (kind) {
    case 'SMALL':
      return !triple && total <= 10 ? wonAt(stake, SIC_BO_RETURNS.even) : lost;
    case 'BIG':
      return !triple && total >= 11 ? wonAt(stake, SIC_BO_RETURNS.even) : lost;
    case 'ODD':
      return !triple && total % 2 === 1 ? wonAt(stake, SIC_BO_RETURNS.even) : lost;
    case 'EVEN':
      return !triple && total % 2 === 0 ? wonAt(stake, SIC_BO_RETURNS.even) : lost;
    case 'ANY_TRIPLE':
      return triple ? wonAt(stake, SIC_BO_RETURNS.anyTriple) : lost;
    case 'TRIPLE':
      return triple && dice[0] === n ? wonAt(stake, SIC_BO_RETURNS.triple) : lost;
    case 'TOTAL':
      return total === n && SIC_BO_RETURNS.total[total] ? wonAt(stake, SIC_BO_RETURNS.total[total]) : lost;
    case 'SINGLE': {
      const shown = dice.filter((die) => die === n).length;
      return shown > 0 ? wonAt(stake, SIC_BO_RETURNS.single[shown]) : lost;
    }
    default:
      return lost;
  }
}
