// The demo event boards' rules: events made from their committed seed (names of the board's kind,
// probabilities that add up), odds with the house margin and their moves, the result drawn from the
// seed against the true probabilities (frequencies close to them), which bet wins and its payout in
// integer satang, the board schedule's slots, and the board a sports-type vendor opens.
import { BOARD_PICKS, EVENT_BOARDS, boardFromSegment, boardOfVendor, eventBetBody } from '../../../contract/event-board';
import { boardBetOutcome, eventPayout } from '../../../platform/src/modules/games/rules/board-bet-outcome';
import { eventFromSeed, nextCloses, oddsAt, oddsOf, resultOf, slotOf } from '../../../platform/src/modules/games/rules/event-board';
import { newSeed } from '../../../platform/src/modules/games/rules/provably-fair';
import { parseBoardCommand } from '../../../platform/src/ops/board-commands';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `${'0'.repeat(63 - String(i).length)}${i}f`.slice(-64));

describe('event-board rules', () => {
  it.each(EVENT_BOARDS)('%s events come whole from their seed: two different sides, probabilities adding up to 1000, odds for every pick', (board) => {
    for (const seed of seeds(200)) {
      const event = eventFromSeed(seed, board);
      expect(event).toEqual(eventFromSeed(seed, board));
      expect(event.home).not.toBe(event.away);
      expect(Object.keys(event.model).sort()).toEqual([...BOARD_PICKS[board]].sort());
      expect(Object.values(event.model).reduce((a, b) => a + b!, 0)).toBe(1000);
      const odds = oddsAt(seed, board, event.model, 0);
      for (const pick of BOARD_PICKS[board]) expect(odds[pick]).toMatch(/^\d{1,2}\.\d{2}$/);
    }
  });

  it('prices a probability less the 6 % margin, cut down to the cent and kept within 1.01–99.99', () => {
    expect(oddsOf(500)).toBe('1.88');
    expect(oddsOf(250)).toBe('3.76');
    expect(oddsOf(40)).toBe('23.50');
    expect(oddsOf(1)).toBe('99.99');
    expect(oddsOf(1000, 0)).toBe('1.01');
    // Over a whole book the implied probabilities add up to more than 1: the house margin.
    for (const seed of seeds(50)) {
      const event = eventFromSeed(seed, 'SPORTS');
      const odds = oddsAt(seed, 'SPORTS', event.model, 0);
      const implied = BOARD_PICKS.SPORTS.reduce((sum, pick) => sum + 1 / Number(odds[pick]), 0);
      expect(implied).toBeGreaterThan(1.05);
      expect(implied).toBeLessThan(1.08);
    }
  });

  it('moves the odds on each tick within ±3 %, the same on every runner, the draw unmoved', () => {
    const seed = seeds(1)[0];
    const event = eventFromSeed(seed, 'SPORTS');
    const moves = [1, 2, 3, 4, 5].map((move) => oddsAt(seed, 'SPORTS', event.model, move));
    expect(moves).toEqual([1, 2, 3, 4, 5].map((move) => oddsAt(seed, 'SPORTS', event.model, move)));
    expect(new Set(moves.map((odds) => odds.HOME)).size).toBeGreaterThan(1);
    for (const odds of moves) expect(odds.DRAW).toBe(oddsOf(event.model.DRAW!));
  });

  it.each(EVENT_BOARDS)('%s results follow the true probabilities and carry a score that agrees with the winner', (board) => {
    const counts: Record<string, number> = {};
    let expected: Record<string, number> = {};
    const model = eventFromSeed(seeds(1)[0], board).model;
    for (let i = 0; i < 4000; i++) {
      const { seed } = newSeed();
      const result = resultOf(seed, board, model);
      counts[result.winner] = (counts[result.winner] ?? 0) + 1;
      if (board !== 'COCKFIGHT') {
        if (result.winner === 'HOME') expect(result.home).toBeGreaterThan(result.away);
        else if (result.winner === 'AWAY') expect(result.away).toBeGreaterThan(result.home);
        else expect(result.home).toBe(result.away);
      }
    }
    expected = Object.fromEntries(Object.entries(model).map(([pick, p]) => [pick, (p! / 1000) * 4000]));
    for (const [pick, n] of Object.entries(expected)) expect(Math.abs((counts[pick] ?? 0) - n)).toBeLessThan(Math.max(5 * Math.sqrt(n), 25));
  });

  it('pays the winning pick stake × odds in whole satang, nothing to the others', () => {
    const result = { winner: 'HOME' as const, home: 2, away: 1 };
    const on = (pick: 'HOME' | 'DRAW' | 'AWAY') => boardBetOutcome({ market: '1X2', pick, line: null, odds: '1.88', stake: 1000n }, result);
    expect(on('HOME')).toEqual({ state: 'won', payout: 1880n });
    expect(on('DRAW')).toEqual({ state: 'lost', payout: 0n });
    expect(on('AWAY')).toEqual({ state: 'lost', payout: 0n });
    expect(eventPayout(1000n, '1.88')).toBe(1880n);
    expect(eventPayout(333n, '2.05')).toBe(682n);
    expect(eventPayout(1n, '1.01')).toBe(1n);
    expect(eventPayout(2_000_000n, '99.99')).toBe(199_980_000n);
  });

  it('opens events on the board period: the next closing times and their slots', () => {
    const now = new Date('2026-11-24T10:04:30Z');
    const closes = nextCloses(now, 3 * 60_000, 4);
    expect(closes.map((d) => d.toISOString())).toEqual(['2026-11-24T10:06:00.000Z', '2026-11-24T10:09:00.000Z', '2026-11-24T10:12:00.000Z', '2026-11-24T10:15:00.000Z']);
    expect(slotOf(closes[0])).toBe('20261124100600');
  });

  it('maps vendors to their board and reads board segments and bet bodies strictly', () => {
    expect(['SBO', 'AV', 'TF', 'SV3', 'WS168'].map(boardOfVendor)).toEqual(['SPORTS', 'ESPORTS', 'ESPORTS', 'COCKFIGHT', 'COCKFIGHT']);
    expect(['sports', 'ESPORTS', 'cockfight', 'casino'].map(boardFromSegment)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', undefined]);
    expect(eventBetBody.safeParse({ eventId: 1, pick: 'HOME', odds: '1.88', amount: '10' }).data).toMatchObject({ market: '1X2' });
    expect(eventBetBody.safeParse({ eventId: 1, market: 'HANDICAP', pick: 'AWAY', line: '+0.25', odds: '1.88', amount: '10' }).success).toBe(true);
    expect(eventBetBody.safeParse({ eventId: 1, market: 'OVER_UNDER', pick: 'OVER', line: '2.75', odds: '1.88', amount: '10' }).success).toBe(true);
    for (const bad of [
      { eventId: 1, market: 'HANDICAP', pick: 'HOME', odds: '1.88', amount: '10' },
      { eventId: 1, pick: 'HOME', line: '0', odds: '1.88', amount: '10' },
      { eventId: 1, market: 'OVER_UNDER', pick: 'OVER', line: '2.3', odds: '1.88', amount: '10' },
      { eventId: 1, market: 'CORNERS', pick: 'OVER', line: '9.5', odds: '1.88', amount: '10' },
      { eventId: 0, pick: 'HOME', odds: '1.88', amount: '10' },
      { eventId: 1, pick: 'PLAYER', odds: '1.88', amount: '10' },
      { eventId: 1, pick: 'HOME', odds: '1.8', amount: '10' },
      { eventId: 1, pick: 'HOME', odds: '1.88', amount: '-1' },
      { eventId: 1, pick: 'HOME', odds: '1.88', amount: '99999999999999' },
    ]) {
      expect(eventBetBody.safeParse(bad).success).toBe(false);
    }
  });

  it('reads the operator CLI board commands strictly', () => {
    expect(parseBoardCommand(['board', 'settle', 'SPORTS'])).toEqual({ kind: 'board-settle', board: 'SPORTS' });
    expect(parseBoardCommand(['board', 'event', '42'])).toEqual({ kind: 'board-event', eventId: 42 });
    for (const bad of [['board', 'settle', 'sports'], ['board', 'settle', 'CASINO'], ['board', 'event', '0'], ['board', 'event', '1', 'x'], ['lottery', 'draw', 'FAST']]) {
      expect(parseBoardCommand(bad)).toBeUndefined();
    }
  });
});
