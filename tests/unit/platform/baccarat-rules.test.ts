// Punto banco: the tableau, the payouts in integer satang, and the deal from a committed seed.
import type { Card } from '../../../contract/live-table';
import { bankerDraws, betOutcome, cardsFromSeed, dealFromCards, dealRound } from '../../../platform/src/modules/games/rules/baccarat';
import { newSeed } from '../../../platform/src/modules/games/rules/provably-fair';

const c = (rank: number): Card => ({ rank, suit: 'S' });

describe('baccarat', () => {
  it('stands on a natural', () => {
    const r = dealFromCards([c(9), c(3), c(13), c(4), c(5), c(6)]);
    expect(r.player).toHaveLength(2);
    expect(r.banker).toHaveLength(2);
    expect(r).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'PLAYER' });
  });

  it('draws the player’s third card on 0–5 and the banker’s by the tableau', () => {
    // Player 2+3=5 draws a 4 (9); banker 10+4=4 draws on a player third of 4 → 4+3=7.
    const r = dealFromCards([c(2), c(10), c(3), c(4), c(4), c(3)]);
    expect(r.player.map((x) => x.rank)).toEqual([2, 3, 4]);
    expect(r.banker.map((x) => x.rank)).toEqual([10, 4, 3]);
    expect(r).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'PLAYER' });
    expect(bankerDraws(3, c(8))).toBe(false);
    expect(bankerDraws(6, c(6))).toBe(true);
    expect(bankerDraws(6, undefined)).toBe(false);
    expect(bankerDraws(5, undefined)).toBe(true);
    expect(bankerDraws(7, c(1))).toBe(false);
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1 and returns player and banker bets on a tie', () => {
    expect(betOutcome('PLAYER', 1000n, 'PLAYER')).toEqual({ state: 'won', payout: 2000n });
    expect(betOutcome('BANKER', 1000n, 'BANKER')).toEqual({ state: 'won', payout: 1950n });
    expect(betOutcome('BANKER', 101n, 'BANKER')).toEqual({ state: 'won', payout: 196n });
    expect(betOutcome('TIE', 1000n, 'TIE')).toEqual({ state: 'won', payout: 9000n });
    expect(betOutcome('PLAYER', 1000n, 'TIE')).toEqual({ state: 'push', payout: 1000n });
    expect(betOutcome('TIE', 1000n, 'BANKER')).toEqual({ state: 'lost', payout: 0n });
  });

  it('deals the same cards from the same seed and round, and valid cards', () => {
    const { seed } = newSeed();
    expect(dealRound(seed, 'BAC1', 7)).toEqual(dealRound(seed, 'BAC1', 7));
    for (const card of cardsFromSeed(seed, 'x')) {
      expect(card.rank).toBeGreaterThanOrEqual(1);
      expect(card.rank).toBeLessThanOrEqual(13);
    }
  });
});
