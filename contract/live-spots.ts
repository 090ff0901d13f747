// The bet spots of the local table games and what each returns when it wins: the payout tables the
// platform settles by (platform/src/modules/games/rules/{baccarat,dragon-tiger,roulette,sic-bo}.ts decide which
// spots win) and the table pages show. A return is per unit staked, stake included, as a fraction
// so that every payout is exact in minor units (rounded down where a fraction of a satang remains).

export interface Ratio {
  num: bigint;
  den: bigint;
}

const times = (n: number): Ratio => ({ num: BigInt(n), den: 1n });
const numbered = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}_${from + i}`);

/** Punto banco: player 1:1, banker 0.95:1, tie 8:1 (player and banker returned on a tie). */
export const BACCARAT_SPOTS = ['PLAYER', 'BANKER', 'TIE'] as const;
export type BaccaratSide = (typeof BACCARAT_SPOTS)[number];
export const BACCARAT_RETURNS: Record<BaccaratSide, Ratio> = {
  PLAYER: times(2),
  BANKER: { num: 195n, den: 100n },
  TIE: times(9),
};

/** Dragon tiger: dragon or tiger 1:1, tie 11:1; on a tie dragon and tiger bets get half back. */
export const DRAGON_TIGER_SPOTS = ['DRAGON', 'TIGER', 'TIE'] as const;
export type DragonTigerSide = (typeof DRAGON_TIGER_SPOTS)[number];
export const DRAGON_TIGER_RETURNS: Record<DragonTigerSide, Ratio> = { DRAGON: times(2), TIGER: times(2), TIE: times(12) };
export const DRAGON_TIGER_TIE_REFUND: Ratio = { num: 1n, den: 2n };

/**
 * Single-zero roulette: a number 35:1, a dozen or a column 2:1, red, black, odd, even, 1–18 and
 * 19–36 1:1; zero loses every outside bet.
 */
export const ROULETTE_SPOTS: readonly string[] = [
  'RED',
  'BLACK',
  'ODD',
  'EVEN',
  'LOW',
  'HIGH',
  ...numbered('DOZEN', 1, 3),
  ...numbered('COLUMN', 1, 3),
  ...numbered('STRAIGHT', 0, 36),
];
export const ROULETTE_RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] as const;
export const ROULETTE_RETURNS = { even: times(2), dozen: times(3), straight: times(36) } as const;

/**
 * Sic bo (three dice): small (4–10) and big (11–17) 1:1, odd and even 1:1, all four losing on a
 * triple; any triple 30:1; a chosen triple 180:1; a total from 60:1 (4, 17) to 6:1 (9–12); a single
 * number 1:1, 2:1 or 3:1 as one, two or three dice show it.
 */
export const SIC_BO_SPOTS: readonly string[] = ['SMALL', 'BIG', 'ODD', 'EVEN', 'ANY_TRIPLE', ...numbered('TRIPLE', 1, 6), ...numbered('TOTAL', 4, 17), ...numbered('SINGLE', 1, 6)];
export const SIC_BO_RETURNS = {
  even: times(2),
  anyTriple: times(31),
  triple: times(181),
  total: { 4: times(61), 5: times(31), 6: times(18), 7: times(13), 8: times(9), 9: times(7), 10: times(7), 11: times(7), 12: times(7), 13: times(9), 14: times(13), 15: times(18), 16: times(31), 17: times(61) } as Record<number, Ratio>,
  /** By how many dice show the number (1, 2 or 3). */
  single: [times(0), times(2), times(3), times(4)],
} as const;

/** A spot's name and its number, if any: `STRAIGHT_17` → { kind: 'STRAIGHT', n: 17 }. */
export function spotParts(spot: string): { kind: string; n?: number } {
  const match = /^([A-Z_]+?)_(\d+)$/.exec(spot);
  return match ? { kind: match[1], n: Number(match[2]) } : { kind: spot };
}

/** The local table games: each has one table (live_rounds.table_code) and a page of its own. */
export const LIVE_GAMES = ['BACCARAT', 'DRAGON_TIGER', 'ROULETTE', 'SIC_BO'] as const;
export type LiveGame = (typeof LIVE_GAMES)[number];

export const LIVE_SPOTS: Record<LiveGame, readonly string[]> = {
  BACCARAT: BACCARAT_SPOTS,
  DRAGON_TIGER: DRAGON_TIGER_SPOTS,
  ROULETTE: ROULETTE_SPOTS,
  SIC_BO: SIC_BO_SPOTS,
};

export function isSpotOf(game: LiveGame, spot: string): boolean {
  return LIVE_SPOTS[game].includes(spot);
}

function ratioText(r: Ratio): string {
  const hundredths = ((r.num - r.den) * 100n) / r.den;
  return `${hundredths % 100n === 0n ? String(hundredths / 100n) : (Number(hundredths) / 100).toFixed(2)}:1`;
}

/** What a spot pays as the tables print it ("35:1", "0.95:1"; a sic bo single "1:1 / 2:1 / 3:1"). */
export function paysText(game: LiveGame, spot: string): string {
  const { kind, n } = spotParts(spot);
  switch (game) {
    case 'BACCARAT':
      return ratioText(BACCARAT_RETURNS[spot as BaccaratSide]);
    case 'DRAGON_TIGER':
      return ratioText(DRAGON_TIGER_RETURNS[spot as DragonTigerSide]);
    case 'ROULETTE':
      return ratioText(kind === 'STRAIGHT' ? ROULETTE_RETURNS.straight : kind === 'DOZEN' || kind === 'COLUMN' ? ROULETTE_RETURNS.dozen : ROULETTE_RETURNS.even);
    case 'SIC_BO':
      if (kind === 'SINGLE') return SIC_BO_RETURNS.single.slice(1).map(ratioText).join(' / ');
      if (kind === 'TOTAL') return ratioText(SIC_BO_RETURNS.total[n!]);
      if (kind === 'TRIPLE') return ratioText(SIC_BO_RETURNS.triple);
      if (kind === 'ANY_TRIPLE') return ratioText(SIC_BO_RETURNS.anyTriple);
      return ratioText(SIC_BO_RETURNS.even);
  }
}
