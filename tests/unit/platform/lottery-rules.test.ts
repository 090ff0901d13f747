// The lottery's rules: draw times per market, numbers from the committed seed (uniform digits,
// verifiable), which bets win, payouts in integer satang, the prize mode of spec §4.
import { LOTTERY_PLAYS, type DrawResult } from '../../../contract/lottery';
import {
  DEFAULT_ODDS,
  digitsFromSeed,
  drawNumbers,
  fastCloseBefore,
  newSeed,
  nextDrawSlot,
  payoutCents,
  prizeModeOf,
  seedHashOf,
  verifyDraw,
  wins,
} from '../../../platform/src/modules/games/rules/lottery';

describe('draw times', () => {
  it('FAST draws on multiples of its period, numbered within the Bangkok day, closing before the draw', () => {
    const slot = nextDrawSlot('FAST', new Date('2026-11-24T10:02:10Z'), 5 * 60_000);
    expect(slot.drawAt.toISOString()).toBe('2026-11-24T10:05:00.000Z');
    expect(slot.closesAt.toISOString()).toBe('2026-11-24T10:04:30.000Z');
    // 17:05 Bangkok is the 206th five-minute draw of the day (00:05 is the first).
    expect(slot.issue).toBe('20261124-206');
    expect(nextDrawSlot('FAST', new Date('2026-11-24T10:05:00Z'), 5 * 60_000).drawAt.toISOString()).toBe('2026-11-24T10:10:00.000Z');
    expect(fastCloseBefore(10_000)).toBe(2_000);
  });

  it('TH draws daily at 15:30 Bangkok and VN at 18:15 Hanoi, the issue being the local day', () => {
    expect(nextDrawSlot('TH', new Date('2026-11-24T08:00:00Z'))).toMatchObject({ issue: '20261124', drawAt: new Date('2026-11-24T08:30:00Z') });
    expect(nextDrawSlot('TH', new Date('2026-11-24T08:30:00Z'))).toMatchObject({ issue: '20261125', drawAt: new Date('2026-11-25T08:30:00Z') });
    expect(nextDrawSlot('VN', new Date('2026-11-24T20:00:00Z'))).toMatchObject({ issue: '20261125', drawAt: new Date('2026-11-25T11:15:00Z') });
    expect(nextDrawSlot('VN', new Date('2026-11-24T20:00:00Z')).closesAt).toEqual(new Date('2026-11-25T11:00:00Z'));
  });
});

describe('provably fair numbers', () => {
  it('come from the seed alone, verify against the hash, and fail with another seed', () => {
    const { seed, seedHash } = newSeed();
    expect(seedHashOf(seed)).toBe(seedHash);
    const result = drawNumbers(seed, 'TH', '20261124');
    expect(result.first).toMatch(/^\d{6}$/);
    expect(result.top3).toBe(result.first.slice(-3));
    expect(result.top2).toBe(result.first.slice(-2));
    expect(result.bottom2).toMatch(/^\d{2}$/);
    expect(drawNumbers(seed, 'TH', '20261124')).toEqual(result);
    expect(drawNumbers(seed, 'VN', '20261124').first).toMatch(/^\d{5}$/);
    expect(verifyDraw({ market: 'TH', issue: '20261124', seed, seedHash, result })).toBe(true);
    expect(verifyDraw({ market: 'TH', issue: '20261125', seed, seedHash, result })).toBe(false);
    const other = newSeed();
    expect(verifyDraw({ market: 'TH', issue: '20261124', seed: other.seed, seedHash, result })).toBe(false);
  });

  it('gives every digit about equally often', () => {
    const counts = Array(10).fill(0);
    for (let i = 0; i < 400; i++) for (const d of digitsFromSeed(`seed-${i}`, 'FAST:x', 50)) counts[Number(d)] += 1;
    // 20,000 digits: each within 15 % of 2,000.
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(300);
  });
});

describe('winning bets', () => {
  const result: DrawResult = { first: '483915', top3: '915', top2: '15', bottom2: '07' };
  it.each([
    ['3TOP', '915', true],
    ['3TOP', '159', false],
    ['3TOD', '159', true],
    ['3TOD', '591', true],
    ['3TOD', '115', false],
    ['2TOP', '15', true],
    ['2TOP', '07', false],
    ['2BOTTOM', '07', true],
    ['2BOTTOM', '15', false],
    ['1TOP', '9', true],
    ['1TOP', '4', false],
    ['2TOP', '015', false],
  ] as const)('%s %s → %s', (play, number, expected) => {
    expect(wins(play, number, result)).toBe(expected);
  });

  it('pays stake × odds rounded down to the satang, in integers', () => {
    expect(payoutCents(100n, '90')).toBe(9000n);
    expect(payoutCents(333n, '3.2')).toBe(1065n);
    expect(payoutCents(1n, '0.5')).toBe(0n);
    for (const mode of Object.values(DEFAULT_ODDS)) for (const play of LOTTERY_PLAYS) expect(mode[play]).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('uses the ELOTT prize mode when the ELOTT category lists TCG_LOTTO_VN or LOTT (spec §4)', () => {
    expect(prizeModeOf([{ gameType: 'ELOTT', vendors: [{ vassalage: 'TCG_LOTTO_VN' }] }])).toBe('ELOTT');
    expect(prizeModeOf([{ gameType: 'ELOTT', vendors: [{ vassalage: 'ELOTT' }] }])).toBe('LOTT');
    expect(prizeModeOf([{ gameType: 'LOTT', vendors: [{ vassalage: 'LOTT' }] }])).toBe('LOTT');
  });
});
