// The progressive jackpot as ledger money, shared by the PGlite and PostgreSQL suites: every spin puts
// 1 % of its stake into house:jackpot in the spin's own entry; a jackpot win moves the whole pool to
// the winner and seeds it again, once per spin id (replayed and raced), and two different wins at once
// pay one pool each, one after the other; a win left unpaid is paid by the next start, once. The
// reconcile check passes after every test.
import { JACKPOT_SEED_CENTS, jackpotContribution } from '@/platform/src/modules/games/rules/jackpot';
import type { JackpotLedger, Reels } from './jackpot-harness';

const DIAMONDS: Reels = ['DIAMOND', 'DIAMOND', 'DIAMOND'];

export function jackpotScenarios(start: () => Promise<JackpotLedger>) {
  let ledger: JackpotLedger;

  beforeAll(async () => {
    ledger = await start();
    await ledger.seed();
  });

  afterAll(async () => {
    await ledger?.stop();
  });

  afterEach(async () => {
    expect(await ledger.reconcile()).toMatchObject({ ok: true, total: '0.00', roundsWithoutEntry: 0, spinEntriesWithoutRound: 0 });
  });

  it('is seeded once, whatever the number of starts', async () => {
    await ledger.seed();
    await ledger.seed();
    expect(await ledger.pool()).toBe(JACKPOT_SEED_CENTS);
  });

  it('grows by 1 % of each stake, in the spin entry; a replayed spin adds nothing', async () => {
    const member = await ledger.player('500.00');
    const before = await ledger.pool();
    const spin = { bet: 10_000n, win: 0n, reels: ['BLANK', 'LEMON', 'BELL'] as Reels };
    await ledger.spin(member, { ...spin, spinId: 'grow-1' });
    await ledger.spin(member, { ...spin, spinId: 'grow-2' });
    const replay = await ledger.spin(member, { ...spin, spinId: 'grow-2' });
    expect(replay.replayed).toBe(true);
    expect(jackpotContribution(10_000n)).toBe(100n);
    expect(await ledger.pool()).toBe(before + 200n);
    expect(await ledger.balance(member)).toBe(50_000n - 20_000n);
  });

  it('pays the whole pool once to a winning spin, replayed and raced, and seeds the pool again', async () => {
    const member = await ledger.player('100.00');
    await ledger.spin(member, { spinId: 'jackpot-1', bet: 100n, win: 100_000n, reels: DIAMONDS });
    const pool = await ledger.pool();
    const wins = await Promise.all(Array.from({ length: 8 }, () => ledger.pay(member, 'jackpot-1')));
    expect(wins.filter((win) => win.paidNow)).toHaveLength(1);
    expect(new Set(wins.map((win) => win.amount))).toEqual(new Set([pool]));
    expect(await ledger.pay(member, 'jackpot-1')).toEqual({ amount: pool, paidNow: false });
    expect(await ledger.pool()).toBe(JACKPOT_SEED_CENTS);
    expect(await ledger.balance(member)).toBe(10_000n - 100n + 100_000n + pool);
  });

  it('pays a jackpot into the vendor wallet the spin played from, not main', async () => {
    const member = await ledger.player('10.00', 'vendor');
    await ledger.spin(member, { spinId: 'vendor-1', bet: 100n, win: 0n, reels: DIAMONDS });
    const win = await ledger.pay(member, 'vendor-1');
    expect(win.paidNow).toBe(true);
    expect(await ledger.balance(member)).toBe(1_000n - 100n + win.amount);
    expect(await ledger.mainBalance(member)).toBe(0n);
  });

  it('trial credit feeds no pool and wins none: a three-diamond trial round is never paid, not even by a start', async () => {
    const member = await ledger.player('2000.00', 'trial');
    const pool = await ledger.pool();
    await ledger.spin(member, { spinId: 'trial-grow', bet: 10_000n, win: 0n, reels: ['BLANK', 'LEMON', 'BELL'] });
    await ledger.spin(member, { spinId: 'trial-diamonds', bet: 100n, win: 100_000n, reels: DIAMONDS });
    expect(await ledger.pool()).toBe(pool);
    expect(await ledger.pending()).toEqual([]);
    await expect(ledger.pay(member, 'trial-diamonds')).rejects.toThrow(/trial credit/);
    expect(await ledger.pool()).toBe(pool);
    expect(await ledger.balance(member)).toBe(200_000n - 10_000n - 100n + 100_000n);
  });

  it('a win whose payout is missing (the process stopped after the spin) is paid by the next start, once', async () => {
    const member = await ledger.player('10.00');
    await ledger.spin(member, { spinId: 'unpaid-1', bet: 100n, win: 0n, reels: DIAMONDS });
    const pool = await ledger.pool();
    expect(await ledger.pending()).toEqual([pool]);
    expect(await ledger.pending()).toEqual([]);
    expect(await ledger.pay(member, 'unpaid-1')).toEqual({ amount: pool, paidNow: false });
    expect(await ledger.balance(member)).toBe(1_000n - 100n + pool);
    expect(await ledger.pool()).toBe(JACKPOT_SEED_CENTS);
  });

  it('two different wins at once pay one pool each, one after the other', async () => {
    const [a, b] = [await ledger.player('10.00'), await ledger.player('10.00')];
    await ledger.spin(a, { spinId: 'race-a', bet: 100n, win: 0n, reels: DIAMONDS });
    await ledger.spin(b, { spinId: 'race-b', bet: 100n, win: 0n, reels: DIAMONDS });
    const pool = await ledger.pool();
    const [winA, winB] = await Promise.all([ledger.pay(a, 'race-a'), ledger.pay(b, 'race-b')]);
    expect([winA.paidNow, winB.paidNow]).toEqual([true, true]);
    // The first paid the pool it found; the second the fresh seed.
    expect([winA.amount, winB.amount].sort((x, y) => Number(x - y))).toEqual([JACKPOT_SEED_CENTS, pool]);
    expect(await ledger.pool()).toBe(JACKPOT_SEED_CENTS);
    expect(await ledger.balance(a)).toBe(1_000n - 100n + winA.amount);
  });
}
