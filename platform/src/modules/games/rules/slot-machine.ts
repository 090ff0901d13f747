// The local vendor's slot: three reels, each stopping on a symbol drawn independently from the
// weighted strip below with the operating system's cryptographic RNG (crypto.randomInt), never
// Math.random. A win is three of a kind (paytable) or exactly two cherries.
//
// Return to player, exactly (returnToPlayer() enumerates all 32^3 stops; a unit test pins it):
//   Σ over outcomes of probability × multiplier = 31,558 / 32,768 ≈ 96.31 %.
// About 13.5 % of spins win something (4,432 of 32,768 stops).
import { randomInt } from 'node:crypto';
import { uniformFromSeed } from './provably-fair';

export const SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN', 'DIAMOND', 'BLANK'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** How many stops of the 32 on each reel show the symbol. */
export const REEL_WEIGHTS: Record<SlotSymbol, number> = {
  CHERRY: 7,
  LEMON: 6,
  BELL: 5,
  STAR: 4,
  SEVEN: 2,
  DIAMOND: 1,
  BLANK: 7,
};

/** Bet multipliers for three of a kind; BLANK pays nothing. */
export const THREE_OF_A_KIND: Partial<Record<SlotSymbol, number>> = {
  DIAMOND: 1000,
  SEVEN: 250,
  STAR: 100,
  BELL: 40,
  LEMON: 20,
  CHERRY: 16,
};
export const TWO_CHERRIES = 2;

/** The bets a player may choose (THB); a game's own minimum bet raises the floor. */
export const BET_LEVELS = ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'] as const;

const STOPS = Object.values(REEL_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

/** The bet multiplier of a result (0 = no win). */
export function multiplierOf(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return THREE_OF_A_KIND[a] ?? 0;
  return reels.filter((symbol) => symbol === 'CHERRY').length === 2 ? TWO_CHERRIES : 0;
}

function symbolAt(stop: number): SlotSymbol {
  let rest = stop;
  for (const symbol of SYMBOLS) {
    if (rest < REEL_WEIGHTS[symbol]) return symbol;
    rest -= REEL_WEIGHTS[symbol];
  }
  throw new Error(`stop ${stop} outside the reel`);
}

/** One spin: three independent uniform stops from the CSPRNG. */
export function spinReels(draw: (max: number) => number = (max) => randomInt(max)): SlotSymbol[] {
  return [symbolAt(draw(STOPS)), symbolAt(draw(STOPS)), symbolAt(draw(STOPS))];
}

/**
 * A provably-fair spin: the three stops are bytes of HMAC-SHA256(session seed, spin id) modulo 32
 * (256 is a multiple of 32: exactly uniform), the spin id being chosen by the player's page.
 */
export function spinReelsFromSeed(seed: string, spinId: string): SlotSymbol[] {
  return uniformFromSeed(seed, spinId, 3, STOPS).map(symbolAt);
}

/** The exact theoretical return to player (a fraction, e.g. 0.963). */
export function returnToPlayer(): number {
  let paid = 0;
  for (let a = 0; a < STOPS; a++)
    for (let b = 0; b < STOPS; b++)
      for (let c = 0; c < STOPS; c++) paid += multiplierOf([symbolAt(a), symbolAt(b), symbolAt(c)]);
  return paid / STOPS ** 3;
}

/** Win in cents for a bet in cents: integer arithmetic, no floats near money. */
export function winCents(betCents: number, reels: readonly SlotSymbol[]): number {
  return betCents * multiplierOf(reels);
}
