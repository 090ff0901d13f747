// How an event-board bet ends, from the event's final score: the one settlement rule of the boards'
// three markets. 1X2 wins on the winner. Asian handicap and over/under compare the score with the
// bet's line in quarters of a goal: on a whole line (2, -1) a tie is a push, a half line (2.5,
// -0.5) cannot tie, and a quarter line (2.25, -0.75) is half the stake on each line beside it
// (2 and 2.5; -0.5 and -1), so it can end half won or half lost.
import type { BoardMarket, BoardPick, EventBetState, EventResult } from '../../../../../contract/event-board';

export interface BoardBetTerms {
  market: BoardMarket;
  pick: BoardPick;
  /** The pick's own line (the away side's on an away handicap); null on 1X2. */
  line: string | null;
  odds: string;
  stake: bigint;
}

export interface BoardBetOutcome {
  state: Exclude<EventBetState, 'placed'>;
  /** What the bet gets back, stake included, in minor units (cut down to the minor unit). */
  payout: bigint;
}

/** A line in quarters of a goal: "-0.25" → -1, "+1.5" → 6, "2.75" → 11. */
export function quartersOf(line: string): number {
  const quarters = Math.round(Number(line) * 4);
  if (!Number.isFinite(quarters) || quarters / 4 !== Number(line)) throw new Error(`Not a quarter line: ${line}`);
  return quarters;
}

/** The text of a line of `quarters`: signed for a handicap ("-0.25", "+1", "0"), plain for a total ("2.5"). */
export function lineOfQuarters(quarters: number, signed: boolean): string {
  const text = String(Math.abs(quarters) / 4);
  if (!signed || quarters === 0) return quarters < 0 ? `-${text}` : text;
  return `${quarters < 0 ? '-' : '+'}${text}`;
}

/** The win of a stake at decimal odds, stake included, cut down to the minor unit. */
export function eventPayout(stakeCents: bigint, odds: string): bigint {
  const [whole, fraction] = odds.split('.');
  return (stakeCents * (BigInt(whole) * 100n + BigInt(fraction))) / 100n;
}

/** How far the pick is ahead of its line, in quarters of a goal (above 0 wins, 0 is a push). */
function marginOf(bet: BoardBetTerms, result: EventResult, lineQuarters: number): number {
  if (bet.market === 'HANDICAP') {
    const lead = bet.pick === 'HOME' ? result.home - result.away : result.away - result.home;
    return lead * 4 + lineQuarters;
  }
  const total = (result.home + result.away) * 4;
  return bet.pick === 'OVER' ? total - lineQuarters : lineQuarters - total;
}

export function boardBetOutcome(bet: BoardBetTerms, result: EventResult): BoardBetOutcome {
  const full = eventPayout(bet.stake, bet.odds);
  if (bet.market === '1X2') return bet.pick === result.winner ? { state: 'won', payout: full } : { state: 'lost', payout: 0n };
  if (bet.line === null) throw new Error(`A ${bet.market} bet has a line`);
  const quarters = quartersOf(bet.line);
  // A quarter line (odd quarters) is two half stakes, on the lines a quarter below and above.
  const halves = quarters % 2 === 0 ? [quarters, quarters] : [quarters - 1, quarters + 1];
  const margins = halves.map((line) => marginOf(bet, result, line));
  const wins = margins.filter((margin) => margin > 0).length;
  const pushes = margins.filter((margin) => margin === 0).length;
  if (wins === 2) return { state: 'won', payout: full };
  // Two neighbouring lines never split into a win and a loss: a win sits beside a win or a push.
  if (wins === 1) return { state: 'half_won', payout: bet.stake + (full - bet.stake) / 2n };
  if (pushes === 2) return { state: 'push', payout: bet.stake };
  if (pushes === 1) return { state: 'half', payout: bet.stake / 2n };
  return { state: 'lost', payout: 0n };
}
