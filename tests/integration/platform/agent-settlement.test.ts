/** @jest-environment node */
// Contract settlement against a real platform process, on PGlite and PostgreSQL: amounts against
// computations made here (tier boundaries, active members short of a tier, percentage and fixed
// rates, a dividend's negative P&L carried over, real-time salary per draw and player), one payout
// per contract and period however often or concurrently a period is run, the upline paying its
// downline, and the ledger reconciling after each run.
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(180_000);

/** A business day (Asia/Bangkok) `n` days before today. */
function dayBefore(n: number): string {
  return new Date(Date.now() + 7 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
}
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+07:00`);
/** volume × rate% rounded down, all in satang. */
const pct = (volumeSatang: number, rateHundredths: number) => Math.floor((volumeSatang * rateHundredths) / 10_000);
const money = (satang: number) => `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;

function defineSettlementSuite(databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    platform = await startCashierPlatform(await databaseUrl());
    for (const [account, type, parent, balance] of [
      ['s_top', 1, undefined, '100000.00'],
      ['s_mid', 1, 's_top', '0.00'],
      ['s_a', 0, 's_mid', '50000.00'],
      ['s_b', 0, 's_mid', '50000.00'],
      ['s_c', 0, 's_mid', '50000.00'],
    ] as const) {
      const created = await platform.member(account, { type, parent, balance });
      ids[account] = created.memberId;
      tokens[account] = created.token;
    }
    await platform.hook('POST', '/active-member-rule', { minDeposit: '0.00', minValidBet: '100.00', minBettingDays: 1 });
  });
  afterAll(() => platform?.stop());

  const post = (account: string, route: string, body: unknown) => platform.call(route, { token: tokens[account], method: 'POST', body });
  /** Offered by s_top, signed by s_mid, backdated 60 days so past periods are in force. */
  async function contract(kind: string, terms: unknown): Promise<number> {
    const offered = await post('s_top', '/wps/agent/contracts', { kind, downlineId: ids.s_mid, terms });
    expect(offered.status).toBe(200);
    const path = { dividend: 'MCSFE_processContractDividend', daily: 'MCSFE_processDailySalaryContract', hourly: 'MCSFE_processContractHourSalary', realtime: 'MCSFE_processRealTimeSalaryContract' }[kind];
    expect((await post('s_mid', `/wps/relay/${path}`, { id: offered.body.value.id, status: 'A' })).body.value.status).toBe('A');
    await platform.hook('POST', '/contract-signed', { contractId: offered.body.value.id, at: Date.now() - 60 * 86_400_000 });
    return offered.body.value.id;
  }
  const rounds = (account: string, list: [string, string, number][], game: { gameType?: string; gameCode?: string } = {}) =>
    platform.hook('POST', '/rounds', { memberId: ids[account], ...game, rounds: list.map(([bet, win, time]) => ({ bet, win, at: time })) });
  const settle = (run: string, day: string, hour?: number) => platform.operator('POST', `/settlements/${run}`, { day, hour });
  const records = async (kind: string, account = 's_mid', scope = 'mine') =>
    (await platform.call(`/wps/agent/settlements?kind=${kind}&scope=${scope}&size=100`, { token: tokens[account] })).body.value;
  const balance = async (account: string) => BigInt((await platform.hook<{ main: string }>('GET', `/balances/${ids[account]}`)).main);
  const reconciled = async () => expect(await platform.hook('GET', '/reconcile')).toMatchObject({ ok: true });

  it('pays the daily salary by the actual active members, once, upline to downline', async () => {
    await contract('daily', {
      tiers: [
        { betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '0.50' },
        { betVolume: '5000.00', activeMember: 3, rateType: 'P', rate: '1.00' },
        { betVolume: '10000.00', activeMember: 3, rateType: 'P', rate: '1.50' },
      ],
    });
    const day = dayBefore(3);
    await rounds('s_a', [['3000.00', '0.00', at(day, '10:00')]]);
    await rounds('s_b', [['2000.50', '500.00', at(day, '23:59')]]);
    // Below the active rule's 100.00: counted in the volume, not as active.
    await rounds('s_c', [['50.00', '0.00', at(day, '12:00')]]);
    // Outside the business day.
    await rounds('s_a', [['9999.00', '0.00', at(dayBefore(2), '00:00')]]);
    const [top, mid] = [await balance('s_top'), await balance('s_mid')];

    const first = await settle('daily-salary', day);
    expect(first.body.value).toMatchObject({ kind: 'daily', periods: [day], created: 1, paid: 1, unpaid: 0 });
    // 5050.50 with 2 active members: tier 2 needs 3, so tier 1 (0.50 %).
    const expected = pct(505050, 50);
    expect(first.body.value.amount).toBe(money(expected));
    const [record] = (await records('daily')).rows;
    expect(record).toMatchObject({ periodKey: day, status: 'A', teamVolume: '5050.50', activeMembers: 2, tier: 1, rate: '0.50', rateType: 'P', amount: money(expected), agent: 's_mid', upline: 's_top' });
    expect((await records('daily', 's_top', 'team')).rows).toHaveLength(1);
    expect([await balance('s_top'), await balance('s_mid')]).toEqual([top - BigInt(expected), mid + BigInt(expected)]);

    const again = await settle('daily-salary', day);
    expect(again.body.value).toMatchObject({ created: 0, paid: 0 });
    expect(await balance('s_mid')).toBe(mid + BigInt(expected));
    // Both sides see it in their transaction records as a daily wage.
    for (const [account, sign] of [['s_mid', ''], ['s_top', '-']]) {
      const tx = await platform.call(`/wps/relay/ODSFE2_MemTransDet?codeTypes=daily_wage&startTime=${Date.now() - 86_400_000}&endTime=${Date.now() + 60_000}`, { token: tokens[account] });
      expect(JSON.stringify(tx.body.value)).toContain(`"${sign}${money(expected)}"`);
    }
    await reconciled();
  });

  it('pays a period once when two runners start it at the same time', async () => {
    const day = dayBefore(4);
    await rounds('s_a', [['12000.00', '0.00', at(day, '09:00')]]);
    await rounds('s_b', [['150.00', '0.00', at(day, '09:00')]]);
    await rounds('s_c', [['150.00', '0.00', at(day, '09:00')]]);
    const mid = await balance('s_mid');
    const runs = await Promise.all([settle('daily-salary', day), settle('daily-salary', day), settle('daily-salary', day)]);
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(runs.reduce((n, r) => n + r.body.value.created, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.body.value.paid, 0)).toBe(1);
    // 12300.00 with 3 active members: tier 3 (1.50 %), boundary 10000 passed.
    const expected = pct(1_230_000, 150);
    expect(await balance('s_mid')).toBe(mid + BigInt(expected));
    expect((await records('daily')).rows.find((r: { periodKey: string }) => r.periodKey === day)).toMatchObject({ tier: 3, amount: money(expected) });
    await reconciled();
  });

  it('pays the hourly salary in fixed amounts, a threshold met exactly reaching its tier', async () => {
    await contract('hourly', {
      frequency: 'H',
      tiers: [
        { minimumBet: '100.00', activeMember: 1, rateType: 'F', rate: '10.00' },
        { minimumBet: '1000.00', activeMember: 1, rateType: 'F', rate: '50.00' },
      ],
    });
    const day = dayBefore(5);
    await rounds('s_a', [['999.99', '0.00', at(day, '14:00')], ['0.01', '0.00', at(day, '14:59')]]);
    await rounds('s_b', [['100.00', '0.00', at(day, '15:30')]]);
    const fourteen = await settle('hourly-salary', day, 14);
    expect(fourteen.body.value).toMatchObject({ periods: [`${day}T14`], paid: 1, amount: '50.00' });
    const whole = await settle('hourly-salary', day);
    // Every other hour of the day gets its record; only 15:00 pays (10.00).
    expect(whole.body.value).toMatchObject({ created: 23, paid: 1, amount: '10.00' });
    const hours = (await records('hourly')).rows;
    expect(hours.filter((r: { status: string; amount: string }) => r.amount !== '0.00').map((r: { periodKey: string; tier: number }) => [r.periodKey, r.tier])).toEqual([
      [`${day}T15`, 1],
      [`${day}T14`, 2],
    ]);
    await reconciled();
  });

  it('carries a negative team P&L into the next periods before paying a dividend', async () => {
    await contract('dividend', { period: 'D', tiers: [{ minimumBet: '0', netLoss: '0.01', activeMember: 1, contractRate: '10.00' }] });
    const [d1, d2, d3] = [dayBefore(9), dayBefore(8), dayBefore(7)];
    await rounds('s_a', [['1000.00', '3000.00', at(d1, '10:00')]]); // players won 2000: the team's P&L is −2000
    await rounds('s_a', [['3000.00', '500.00', at(d2, '10:00')]]); // +2500: cumulative +500
    await rounds('s_a', [['100.00', '0.00', at(d3, '10:00')]]); // +100
    for (const day of [d1, d2, d3]) expect((await settle('dividend', day)).status).toBe(200);
    const rows = (await records('dividend')).rows.reverse();
    expect(rows.map((r: Record<string, unknown>) => [r.periodKey, r.netLoss, r.carriedBefore, r.carriedAfter, r.amount])).toEqual([
      [d1, '-2000.00', '0.00', '-2000.00', '0.00'],
      [d2, '2500.00', '-2000.00', '0.00', money(pct(50_000, 1000))],
      [d3, '100.00', '0.00', '0.00', money(pct(10_000, 1000))],
    ]);
    await reconciled();
  });

  it('pays the real-time salary per draw and player, by the player winning or losing', async () => {
    await contract('realtime', {
      games: [
        {
          gameCode: '*',
          tiers: [
            { betVolume: '10.00', profitRate: '0.50', lossRate: '0.30' },
            { betVolume: '100.00', profitRate: '1.00', lossRate: '0.80' },
          ],
        },
      ],
    });
    const day = dayBefore(6);
    const lott = { gameType: 'LOTT' };
    await rounds('s_a', [['60.00', '300.00', at(day, '10:00')], ['40.00', '0.00', at(day, '10:04')]], lott); // 100 in the draw, won: 1.00 %
    await rounds('s_b', [['50.00', '0.00', at(day, '10:03')]], lott); // lost: 0.30 %
    await rounds('s_a', [['5.00', '0.00', at(day, '10:05')]], lott); // next draw, below every tier
    await rounds('s_b', [['500.00', '0.00', at(day, '10:01')]]); // not a lottery game
    const run = await settle('realtime-salary', day, 10);
    const first = pct(10_000, 100) + pct(5_000, 30);
    expect(run.body.value).toMatchObject({ periods: [`${day}T10:00`, `${day}T10:05`], created: 2, paid: 1, amount: money(first) });
    const rows = (await records('realtime')).rows;
    expect(rows.map((r: Record<string, unknown>) => [r.periodKey, r.teamVolume, r.activeMembers, r.amount])).toEqual([
      [`${day}T10:05`, '5.00', 1, '0.00'],
      [`${day}T10:00`, '150.00', 2, money(first)],
    ]);
    expect((await settle('realtime-salary', day)).body.value).toMatchObject({ created: 0, paid: 0 });
    await reconciled();
  });

  it('leaves a record unpaid while the upline is short, and pays it on a later run', async () => {
    // s_mid pays s_low out of what it has.
    const low = await platform.member('s_low', { type: 1, parent: 's_mid' });
    ids.s_low = low.memberId;
    tokens.s_low = low.token;
    const player = await platform.member('s_d', { parent: 's_low', balance: '100000.00' });
    ids.s_d = player.memberId;
    const offered = await post('s_mid', '/wps/agent/contracts', { kind: 'daily', downlineId: ids.s_low, terms: { tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '0.50' }] } });
    await post('s_low', '/wps/relay/MCSFE_processDailySalaryContract', { id: offered.body.value.id, status: 'A' });
    await platform.hook('POST', '/contract-signed', { contractId: offered.body.value.id, at: Date.now() - 60 * 86_400_000 });
    const day = dayBefore(10);
    await platform.hook('POST', '/rounds', { memberId: ids.s_d, rounds: [{ bet: '90000.00', win: '0.00', at: at(day, '12:00') }] });
    // Nobody has money: s_top cannot pay s_mid, nor s_mid pay s_low (0.50 % of 90000.00 each).
    await platform.member('s_top', { balance: '0.00' });
    await platform.member('s_mid', { balance: '1.00' });
    const short = await settle('daily-salary', day);
    expect(short.body.value).toMatchObject({ created: 2, paid: 0, unpaid: 2 });
    expect((await records('daily', 's_low')).rows[0]).toMatchObject({ status: 'P', amount: '450.00' });
    // Funded again: the next run (of any day) pays both, s_top's first, so s_mid can pass it on.
    await platform.member('s_top', { balance: '1000.00' });
    const later = await settle('daily-salary', dayBefore(11));
    expect(later.body.value).toMatchObject({ paid: 2, unpaid: 0, amount: '900.00' });
    expect((await records('daily', 's_low')).rows[0]).toMatchObject({ status: 'A' });
    expect([await balance('s_top'), await balance('s_mid'), await balance('s_low')]).toEqual([55_000n, 100n, 45_000n]);
    await reconciled();
  });

  it('refuses to settle as of another moment where the platform does not allow it', async () => {
    const answer = await platform.operator('POST', '/settlements/daily-salary', { day: dayBefore(1), asOf: new Date(Date.now() + 86_400_000).toISOString() });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('as_of_not_allowed');
  });
}

describe('contract settlement on PGlite', () => {
  defineSettlementSuite(async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('contract settlement on PostgreSQL', () => {
  const database = testDatabase();
  defineSettlementSuite(() => database.create());
  afterAll(() => database.drop());
});
