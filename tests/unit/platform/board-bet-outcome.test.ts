// The event boards' settlement rule for Asian handicap and over/under, line type by line type: whole
// lines (a tie is a push), half lines (no tie), quarter lines (half the stake on each neighbouring
// line: half won, half lost), negative and positive handicaps, both sides of each market; payouts
// in whole minor units, stake included.
import { boardBetOutcome, lineOfQuarters, quartersOf, type BoardBetTerms } from '../../../platform/src/modules/games/rules/board-bet-outcome';
import { linesAt, eventFromSeed } from '../../../platform/src/modules/games/rules/event-board';
import { EVENT_BOARDS, eventLinesSchema, sideLine } from '../../../contract/event-board';

// 10.00 at 1.90: a full win returns 19.00, a half win 14.50, a push 10.00, a half loss 5.00.
const STAKE = 1000n;
const WON = { state: 'won', payout: 1900n };
const HALF_WON = { state: 'half_won', payout: 1450n };
const PUSH = { state: 'push', payout: 1000n };
const HALF = { state: 'half', payout: 500n };
const LOST = { state: 'lost', payout: 0n };
const score = (home: number, away: number) => ({ winner: home > away ? ('HOME' as const) : home < away ? ('AWAY' as const) : ('DRAW' as const), home, away });
const handicap = (pick: 'HOME' | 'AWAY', line: string): BoardBetTerms => ({ market: 'HANDICAP', pick, line, odds: '1.90', stake: STAKE });
const total = (pick: 'OVER' | 'UNDER', line: string): BoardBetTerms => ({ market: 'OVER_UNDER', pick, line, odds: '1.90', stake: STAKE });

describe('board bet outcome', () => {
  it.each([
    // Whole lines: level after the handicap is a push.
    ['HOME', '0', [1, 0], WON],
    ['HOME', '0', [1, 1], PUSH],
    ['AWAY', '0', [1, 1], PUSH],
    ['AWAY', '0', [1, 2], WON],
    ['HOME', '-1', [2, 1], PUSH],
    ['HOME', '-1', [3, 1], WON],
    ['HOME', '-1', [1, 1], LOST],
    ['AWAY', '+1', [2, 1], PUSH],
    ['AWAY', '+1', [1, 1], WON],
    ['AWAY', '+1', [3, 1], LOST],
    // Half lines: never a push.
    ['HOME', '-0.5', [1, 0], WON],
    ['HOME', '-0.5', [0, 0], LOST],
    ['AWAY', '+0.5', [0, 0], WON],
    ['AWAY', '+0.5', [1, 0], LOST],
    ['HOME', '+1.5', [0, 1], WON],
    ['HOME', '+1.5', [0, 2], LOST],
    ['AWAY', '-1.5', [0, 2], WON],
    ['AWAY', '-1.5', [0, 1], LOST],
    // Quarter lines: half the stake on each neighbouring line.
    ['HOME', '-0.25', [1, 0], WON], // -0 and -0.5 both win
    ['HOME', '-0.25', [0, 0], HALF], // -0 pushes, -0.5 loses
    ['HOME', '-0.25', [0, 1], LOST],
    ['AWAY', '+0.25', [0, 0], HALF_WON], // +0 pushes, +0.5 wins
    ['AWAY', '+0.25', [1, 0], LOST],
    ['HOME', '-0.75', [1, 0], HALF_WON], // -0.5 wins, -1 pushes
    ['HOME', '-0.75', [2, 0], WON],
    ['HOME', '-0.75', [0, 0], LOST],
    ['AWAY', '+0.75', [1, 0], HALF], // +0.5 loses, +1 pushes
    ['AWAY', '+0.75', [0, 0], WON],
    ['HOME', '+0.25', [0, 0], HALF_WON],
    ['HOME', '+0.75', [0, 1], HALF],
    ['HOME', '+1.25', [0, 0], WON],
    ['HOME', '+1.25', [0, 1], HALF_WON], // +1 pushes, +1.5 wins
    ['HOME', '+1.25', [0, 2], LOST],
    ['AWAY', '-1.25', [0, 2], WON], // -1 and -1.5 win (a -x.25 line never half wins)
    ['AWAY', '-1.25', [0, 1], HALF], // -1 pushes, -1.5 loses
  ] as const)('handicap %s %s at %j', (pick, line, [home, away], expected) => {
    expect(boardBetOutcome(handicap(pick, line), score(home, away))).toEqual(expected);
  });

  it.each([
    // Whole line: a total on the line is a push.
    ['OVER', '2', [1, 1], PUSH],
    ['UNDER', '2', [1, 1], PUSH],
    ['OVER', '2', [2, 1], WON],
    ['UNDER', '2', [2, 1], LOST],
    ['UNDER', '2', [1, 0], WON],
    // Half line.
    ['OVER', '2.5', [2, 1], WON],
    ['OVER', '2.5', [1, 1], LOST],
    ['UNDER', '2.5', [1, 1], WON],
    ['UNDER', '2.5', [2, 1], LOST],
    // Quarter lines.
    ['OVER', '2.25', [1, 1], HALF], // 2 pushes, 2.5 loses
    ['UNDER', '2.25', [1, 1], HALF_WON], // 2 pushes, 2.5 wins
    ['OVER', '2.25', [2, 1], WON],
    ['UNDER', '2.25', [2, 1], LOST],
    ['OVER', '2.75', [2, 1], HALF_WON], // 2.5 wins, 3 pushes
    ['UNDER', '2.75', [2, 1], HALF], // 2.5 loses, 3 pushes
    ['OVER', '2.75', [1, 1], LOST],
    ['UNDER', '2.75', [1, 1], WON],
  ] as const)('over/under %s %s at %j', (pick, line, [home, away], expected) => {
    expect(boardBetOutcome(total(pick, line), score(home, away))).toEqual(expected);
  });

  it('cuts half-win and half-loss payouts down to the minor unit; 1X2 pays the winner only', () => {
    // 10.01 at 1.95: the full win 19.51 (cut), half the winnings 4.75 (cut), half the stake back 5.00 (cut).
    const odd = { market: 'HANDICAP', pick: 'HOME', line: '-0.25', odds: '1.95', stake: 1001n } as const;
    expect(boardBetOutcome({ ...odd, line: '-0.75' }, score(1, 0))).toEqual({ state: 'half_won', payout: 1001n + (1951n - 1001n) / 2n });
    expect(boardBetOutcome(odd, score(0, 0))).toEqual({ state: 'half', payout: 500n });
    expect(boardBetOutcome({ market: '1X2', pick: 'DRAW', line: null, odds: '3.10', stake: STAKE }, score(1, 1))).toEqual({ state: 'won', payout: 3100n });
    expect(boardBetOutcome({ market: '1X2', pick: 'HOME', line: null, odds: '3.10', stake: STAKE }, score(1, 1))).toEqual(LOST);
  });

  it('reads and writes lines in quarters; the away side sees the home line negated', () => {
    expect(['-0.25', '+0.75', '0', '2.5', '2.25', '-1.5'].map(quartersOf)).toEqual([-1, 3, 0, 10, 9, -6]);
    expect(() => quartersOf('2.3')).toThrow();
    expect([lineOfQuarters(-1, true), lineOfQuarters(3, true), lineOfQuarters(0, true), lineOfQuarters(10, false), lineOfQuarters(9, false)]).toEqual(['-0.25', '+0.75', '0', '2.5', '2.25']);
    expect([sideLine('-0.25', 'AWAY'), sideLine('+0.75', 'AWAY'), sideLine('0', 'AWAY'), sideLine('-1', 'HOME')]).toEqual(['+0.25', '-0.75', '0', '-1']);
  });

  it.each(EVENT_BOARDS)('%s events get their lines from the seed (none on cockfight), prices within the margin', (board) => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const seed = `${'0'.repeat(63 - String(i).length)}${i}a`.slice(-64);
      const { model } = eventFromSeed(seed, board);
      const lines = linesAt(seed, board, model, 0);
      if (board === 'COCKFIGHT') {
        expect(lines).toBeNull();
        continue;
      }
      expect(eventLinesSchema.parse(lines)).toEqual(linesAt(seed, board, model, 0));
      // The favourite gives goals: a home side stronger than the away side never gets a plus line.
      if (model.HOME! > model.AWAY! + 100) expect(lines!.HANDICAP.line.startsWith('+')).toBe(false);
      for (const market of [lines!.HANDICAP, lines!.OVER_UNDER]) {
        const implied = Object.values(market.odds).reduce((sum, odds) => sum + 1 / Number(odds), 0);
        expect(implied).toBeGreaterThan(1.04);
        expect(implied).toBeLessThan(1.09);
      }
      // A tick moves the prices, never the lines.
      const moved = linesAt(seed, board, model, 3)!;
      expect([moved.HANDICAP.line, moved.OVER_UNDER.line]).toEqual([lines!.HANDICAP.line, lines!.OVER_UNDER.line]);
      seen.add(lines!.HANDICAP.line);
    }
    // Whole, half and quarter handicap lines all occur.
    if (board === 'SPORTS') expect([...seen].some((line) => quartersOf(line) % 4 === 0) && [...seen].some((line) => Math.abs(quartersOf(line)) % 2 === 1) && [...seen].some((line) => Math.abs(quartersOf(line)) % 4 === 2)).toBe(true);
  });
});
