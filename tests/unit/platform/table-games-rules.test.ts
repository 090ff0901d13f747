// Roulette, sic bo and dragon tiger: which spots win, what they pay in integer satang, the payout
// tables' exact return to player over every outcome, and the outcome from a committed seed.
import { LIVE_SPOTS, paysText, ROULETTE_SPOTS, SIC_BO_SPOTS, type DragonTigerSide } from '../../../contract/live-spots';
import type { Card } from '../../../contract/live-table';
import { dealDragonTiger, dragonTigerOutcome } from '../../../platform/src/modules/games/rules/dragon-tiger';
import { LIVE_RULES } from '../../../platform/src/modules/games/rules/live-games';
import { rouletteOutcome, rouletteWins, spinRoulette } from '../../../platform/src/modules/games/rules/roulette';
import { rollSicBo, sicBoOutcome } from '../../../platform/src/modules/games/rules/sic-bo';

const SEED = 'ab'.repeat(32);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sicBo = (dice: number[]) => ({ dice, total: dice[0] + dice[1] + dice[2] });
const ALL_DICE = range(1, 6).flatMap((a) => range(1, 6).flatMap((b) => range(1, 6).map((c) => sicBo([a, b, c]))));

describe('roulette (single zero)', () => {
  it('wins a number, its colour, parity, half, dozen and column; zero loses every outside bet', () => {
    const winning = (n: number) => ROULETTE_SPOTS.filter((spot) => rouletteWins(spot, n));
    expect(winning(17)).toEqual(['BLACK', 'ODD', 'LOW', 'DOZEN_2', 'COLUMN_2', 'STRAIGHT_17']);
    expect(winning(36)).toEqual(['RED', 'EVEN', 'HIGH', 'DOZEN_3', 'COLUMN_3', 'STRAIGHT_36']);
    expect(winning(1)).toEqual(['RED', 'ODD', 'LOW', 'DOZEN_1', 'COLUMN_1', 'STRAIGHT_1']);
    expect(winning(0)).toEqual(['STRAIGHT_0']);
  });

  it('pays 35:1, 2:1 and 1:1 with the stake back, rounded down to the satang', () => {
    expect(rouletteOutcome('STRAIGHT_17', 1000n, { number: 17 })).toEqual({ state: 'won', payout: 36_000n });
    expect(rouletteOutcome('DOZEN_2', 1001n, { number: 17 })).toEqual({ state: 'won', payout: 3003n });
    expect(rouletteOutcome('BLACK', 1000n, { number: 17 })).toEqual({ state: 'won', payout: 2000n });
    expect(rouletteOutcome('RED', 1000n, { number: 0 })).toEqual({ state: 'lost', payout: 0n });
  });

  it('returns exactly 36/37 of the stake on every spot over the 37 numbers', () => {
    for (const spot of ROULETTE_SPOTS) {
      const returned = range(0, 36).reduce((sum, number) => sum + rouletteOutcome(spot, 100n, { number }).payout, 0n);
      expect({ spot, returned }).toEqual({ spot, returned: 3600n });
    }
  });

  it('spins the same number from the same seed and round, and every number over many rounds', () => {
    expect(spinRoulette(SEED, 'RO1', 7)).toEqual(spinRoulette(SEED, 'RO1', 7));
    const seen = new Set(range(1, 2000).map((round) => spinRoulette(SEED, 'RO1', round).number));
    expect([...seen].sort((a, b) => a - b)).toEqual(range(0, 36));
  });
});

describe('sic bo', () => {
  it('loses small, big, odd and even on a triple; pays a single by how many dice show it', () => {
    expect(sicBoOutcome('SMALL', 1000n, sicBo([2, 2, 2]))).toEqual({ state: 'lost', payout: 0n });
    expect(sicBoOutcome('SMALL', 1000n, sicBo([1, 2, 3]))).toEqual({ state: 'won', payout: 2000n });
    expect(sicBoOutcome('BIG', 1000n, sicBo([6, 5, 6]))).toEqual({ state: 'won', payout: 2000n });
    expect(sicBoOutcome('ODD', 1000n, sicBo([3, 3, 3]))).toEqual({ state: 'lost', payout: 0n });
    expect(sicBoOutcome('ANY_TRIPLE', 1000n, sicBo([3, 3, 3]))).toEqual({ state: 'won', payout: 31_000n });
    expect(sicBoOutcome('TRIPLE_3', 1000n, sicBo([3, 3, 3]))).toEqual({ state: 'won', payout: 181_000n });
    expect(sicBoOutcome('TRIPLE_4', 1000n, sicBo([3, 3, 3]))).toEqual({ state: 'lost', payout: 0n });
    expect(sicBoOutcome('TOTAL_9', 1000n, sicBo([3, 3, 3]))).toEqual({ state: 'won', payout: 7000n });
    expect(sicBoOutcome('TOTAL_4', 1000n, sicBo([1, 1, 2]))).toEqual({ state: 'won', payout: 61_000n });
    expect(['SINGLE_5', 'SINGLE_6', 'SINGLE_1'].map((spot) => sicBoOutcome(spot, 1000n, sicBo([5, 6, 6])))).toEqual([
      { state: 'won', payout: 2000n },
      { state: 'won', payout: 3000n },
      { state: 'lost', payout: 0n },
    ]);
  });

  it('returns what the payout table promises over the 216 rolls (house edge 2.78 % on the even chances)', () => {
    const returned = (spot: string) => ALL_DICE.reduce((sum, roll) => sum + sicBoOutcome(spot, 100n, roll).payout, 0n);
    // 105 of 216 rolls win each even chance (108, less the triples of its kind).
    for (const spot of ['SMALL', 'BIG', 'ODD', 'EVEN']) expect({ spot, returned: returned(spot) }).toEqual({ spot, returned: 105n * 200n });
    expect(returned('ANY_TRIPLE')).toBe(6n * 3100n);
    expect(returned('TRIPLE_6')).toBe(18_100n);
    // A single: 75 rolls show it once, 15 twice, 1 three times.
    expect(returned('SINGLE_2')).toBe(75n * 200n + 15n * 300n + 400n);
    // Totals: the ways to roll each, times its return.
    const ways = (total: number) => BigInt(ALL_DICE.filter((roll) => roll.total === total).length);
    expect(ways(4)).toBe(3n);
    for (const total of range(4, 17)) expect(returned(`TOTAL_${total}`)).toBe(ways(total) * 100n * BigInt(Number(paysText('SIC_BO', `TOTAL_${total}`).split(':')[0]) + 1));
    for (const spot of SIC_BO_SPOTS) expect(returned(spot)).toBeLessThan(216n * 100n);
  });

  it('rolls three dice from the seed, the same for the same round', () => {
    const roll = rollSicBo(SEED, 'SB1', 3);
    expect(roll).toEqual(rollSicBo(SEED, 'SB1', 3));
    expect(roll.dice.every((die) => die >= 1 && die <= 6)).toBe(true);
    expect(roll.total).toBe(roll.dice[0] + roll.dice[1] + roll.dice[2]);
  });
});

describe('dragon tiger', () => {
  const card = (rank: number, suit: Card['suit'] = 'S'): Card => ({ rank, suit });

  it('pays the higher card 1:1 and a tie 11:1; a tie gives dragon and tiger half back', () => {
    expect(dragonTigerOutcome('DRAGON', 1000n, 'DRAGON')).toEqual({ state: 'won', payout: 2000n });
    expect(dragonTigerOutcome('TIGER', 1000n, 'DRAGON')).toEqual({ state: 'lost', payout: 0n });
    expect(dragonTigerOutcome('TIE', 1000n, 'TIE')).toEqual({ state: 'won', payout: 12_000n });
    expect(dragonTigerOutcome('DRAGON', 1001n, 'TIE')).toEqual({ state: 'half', payout: 500n });
  });

  it('returns 96.15 % on dragon and 92.31 % on the tie over every pair of cards', () => {
    const suits: Card['suit'][] = ['S', 'H', 'D', 'C'];
    const deck = range(1, 13).flatMap((rank) => suits.map((suit) => card(rank, suit)));
    const winners = deck.flatMap((dragon) => deck.map((tiger): DragonTigerSide => (dragon.rank > tiger.rank ? 'DRAGON' : tiger.rank > dragon.rank ? 'TIGER' : 'TIE')));
    const returned = (side: 'DRAGON' | 'TIE') => winners.reduce((sum, winner) => sum + dragonTigerOutcome(side, 100n, winner).payout, 0n);
    // 1,248 of 2,704 pairs win for dragon, 208 are ties (half back).
    expect(returned('DRAGON')).toBe(1248n * 200n + 208n * 50n);
    expect(returned('TIE')).toBe(208n * 1200n);
  });

  it('deals one card each from the seed, the higher rank winning', () => {
    const round = dealDragonTiger(SEED, 'DT1', 11);
    expect(round).toEqual(dealDragonTiger(SEED, 'DT1', 11));
    expect(round.winner).toBe(round.dragon.rank > round.tiger.rank ? 'DRAGON' : round.tiger.rank > round.dragon.rank ? 'TIGER' : 'TIE');
  });
});

describe('the games table', () => {
  it('deals and settles every game through its rules, and prints the pays as the tables show them', () => {
    for (const game of ['BACCARAT', 'DRAGON_TIGER', 'ROULETTE', 'SIC_BO'] as const) {
      const result = LIVE_RULES[game].deal(SEED, 'T1', 1);
      for (const spot of LIVE_SPOTS[game]) expect(['won', 'lost', 'push', 'half']).toContain(LIVE_RULES[game].outcome(spot, 100n, result).state);
    }
    expect(LIVE_RULES.ROULETTE.summary({ number: 7 })).toBe('7');
    expect(LIVE_RULES.SIC_BO.summary(sicBo([2, 5, 5]))).toBe('2-5-5');
    expect([paysText('ROULETTE', 'STRAIGHT_0'), paysText('BACCARAT', 'BANKER'), paysText('SIC_BO', 'SINGLE_3'), paysText('DRAGON_TIGER', 'TIE')]).toEqual(['35:1', '0.95:1', '1:1 / 2:1 / 3:1', '11:1']);
  });
});
