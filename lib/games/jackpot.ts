/** Spec §9 jackpot ticker: starts between 200,000,000 and 300,000,000; +100..500 every 3..5 s. */
export const JACKPOT = {
  startMin: 200_000_000,
  startMax: 300_000_000,
  stepMin: 100,
  stepMax: 500,
  delayMinMs: 3_000,
  delayMaxMs: 5_000,
} as const;

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export function jackpotStart(random: Random = Math.random): number {
  return between(random, JACKPOT.startMin, JACKPOT.startMax);
}

export function jackpotStep(random: Random = Math.random): number {
  return between(random, JACKPOT.stepMin, JACKPOT.stepMax);
}

export function jackpotDelayMs(random: Random = Math.random): number {
  return between(random, JACKPOT.delayMinMs, JACKPOT.delayMaxMs);
}
