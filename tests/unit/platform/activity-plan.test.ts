/** @jest-environment node */
// The seeded history's planner (platform/src/seed/activity-plan.ts), without a database: the
// same seed gives the same plan, every entry balances, each account's balance_after is its running
// balance and never below zero, rounds add up to what was asked, the house keeps an edge, and
// nothing is dated after `to`.
import { GAME_STYLES, SLOT_PAYOUTS, habitsOf, planActivity, splitByShares, type Participant, type PlanGame } from '@/platform/src/seed/activity-plan';
import { seededRandom } from '@/platform/src/seed/names';
import { accountShape } from '@/platform/src/modules/ledger/rules/ledger-accounts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-24T09:00:00Z');

const games = new Map<string, PlanGame[]>(
  Object.keys(GAME_STYLES).map((type, t) => [type, [0, 1, 2].map((i) => ({ id: t * 10 + i + 1, vendorCode: `V${type}`, gameType: type, minBet: type === 'SPORTS' ? 50_00n : 1_00n }))]),
);

function participants(count: number, rounds: number, seed = 7): Participant[] {
  const random = seededRandom(seed);
  const habits = Array.from({ length: count }, (_, i) => habitsOf(random, i % 10 === 0));
  const split = splitByShares(rounds, habits.map((h) => h.share));
  return habits.map((h, i) => ({
    memberId: 100 + i,
    payeeName: 'สมชาย ใจดี',
    mainBalance: i % 3 === 0 ? 500_00n : 0n,
    holdBalance: 0n,
    rounds: split[i],
    frequency: h.frequency,
    stake: h.stake,
    bankCardId: i % 4 === 0 ? null : 1000 + i,
    from: NOW - (90 - (i % 80)) * DAY,
    closingFloor: i % 10 === 0 ? 30_000_00n : undefined,
  }));
}

const plan = (people = participants(60, 12_000)) => planActivity(people, { seed: 2026, tag: 'T', to: NOW, games });

describe('the seeded activity plan', () => {
  const people = participants(60, 12_000);
  const result = plan(people);

  it('is the same plan for the same seed', () => {
    const again = plan(participants(60, 12_000));
    expect(again.rounds).toEqual(result.rounds);
    expect(again.entries).toEqual(result.entries);
    expect(again.deposits).toEqual(result.deposits);
  });

  it('plays exactly the rounds asked, of every game type, with deposits and withdrawals in final states', () => {
    expect(result.rounds).toHaveLength(12_000);
    const types = new Set(result.rounds.map((r) => games.get([...games.keys()].find((t) => games.get(t)!.some((g) => g.id === r.gameId))!)![0].gameType));
    expect(types.size).toBeGreaterThanOrEqual(6);
    expect(new Set(result.deposits.map((d) => d.state))).toEqual(new Set([2, 3, 6, 7]));
    expect(new Set(result.withdrawals.map((w) => w.state))).toEqual(new Set([3, 4]));
    expect(result.withdrawals.every((w) => people.find((p) => p.memberId === w.memberId)!.bankCardId === w.bankCardId && w.bankCardId !== null)).toBe(true);
  });

  it('balances every entry, and keeps each account on its true running balance, never below zero', () => {
    const running = new Map<string, bigint>();
    for (const p of people) {
      running.set(`member:${p.memberId}:main`, p.mainBalance);
      running.set(`member:${p.memberId}:hold`, p.holdBalance);
    }
    let lowest = 0n;
    const wrong: string[] = [];
    for (const entry of result.entries) {
      if (entry.postings.reduce((sum, p) => sum + p.amount, 0n) !== 0n) wrong.push(`unbalanced ${String(entry.key)}`);
      for (const posting of entry.postings) {
        if (!accountShape(posting.account).tracksBalance) {
          if (posting.balanceAfter !== null) wrong.push(`house balance ${String(entry.key)}`);
          continue;
        }
        const after = running.get(posting.account)! + posting.amount;
        running.set(posting.account, after);
        if (posting.balanceAfter !== after) wrong.push(`balance_after ${String(entry.key)} ${posting.account}`);
        if (after < lowest) lowest = after;
      }
    }
    expect(wrong).toEqual([]);
    expect(lowest).toBe(0n);
    for (const [code, balance] of result.balances) expect(balance).toBe(running.get(code));
    // Agents (every tenth) end with at least their closing floor.
    for (const p of people.filter((x) => x.closingFloor !== undefined)) expect(result.balances.get(`member:${p.memberId}:main`)! >= p.closingFloor!).toBe(true);
  });

  it('dates each member’s events in order, from its start to before `to`', () => {
    const last = new Map<number, number>();
    const from = new Map(people.map((p) => [p.memberId, Math.min(p.from, NOW - 3 * 60 * 60 * 1000)]));
    const outOfOrder = result.entries.filter((entry) => {
      const wrong = entry.at < from.get(entry.memberId)! || entry.at >= NOW || entry.at < (last.get(entry.memberId) ?? 0);
      last.set(entry.memberId, entry.at);
      return wrong;
    });
    expect(outOfOrder).toEqual([]);
  });

  it('keeps a house edge on the rounds, and plays more in the evening than in the morning', () => {
    const bets = result.rounds.reduce((sum, r) => sum + r.bet, 0n);
    const wins = result.rounds.reduce((sum, r) => sum + r.win, 0n);
    expect(Number(wins) / Number(bets)).toBeLessThan(1);
    expect(Number(wins) / Number(bets)).toBeGreaterThan(0.85);
    const hour = (at: number) => new Date(at + 7 * 60 * 60 * 1000).getUTCHours();
    const evening = result.rounds.filter((r) => hour(r.at) >= 19).length;
    const morning = result.rounds.filter((r) => hour(r.at) >= 3 && hour(r.at) < 8).length;
    expect(evening).toBeGreaterThan(morning * 3);
  });

  it('pays slots 96 % by their table, and splits totals exactly', () => {
    expect(SLOT_PAYOUTS.reduce((sum, [multiplier, chance]) => sum + multiplier * chance, 0)).toBeCloseTo(0.96, 5);
    expect(splitByShares(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByShares(7, [0, 0])).toEqual([0, 0]);
    expect(splitByShares(1_000_000, [0.3, 2.5, 0, 1.1]).reduce((a, b) => a + b, 0)).toBe(1_000_000);
  });
});
