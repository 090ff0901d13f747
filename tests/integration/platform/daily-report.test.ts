/** @jest-environment node */
// Issue #28 "Reports": the operator's daily report (GET /admin/reports/daily and .csv). Known
// activity today — a deposit approved with its promotion's bonus, a withdrawal paid, rounds of two
// game types won and lost, new members — moves each of today's figures by exactly what happened, and
// every figure of the range equals the ledger's own sums. Ranges with nothing answer zero rows;
// bad ranges are refused with nothing changed.
import { randomInt, randomUUID } from 'node:crypto';
import { todayIn, dayNumber, dayText } from '../../../contract/agent-reports';
import { dailyReport, type DailyFigures, type DailyReport } from '../../../contract/operator-reports';
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(180_000);

function defineReportSuite(databaseUrl: () => Promise<string | undefined>) {
  let h: CashierHarness;
  const prefix = `rp${Date.now().toString(36).slice(-5)}`;
  const today = todayIn('Asia/Bangkok');
  const daysBefore = (n: number) => dayText(dayNumber(today)! - n);

  beforeAll(async () => {
    h = await startCashierPlatform(await databaseUrl());
  });
  afterAll(() => h?.stop());
  afterEach(async () => {
    expect(await h.hook('GET', '/reconcile')).toMatchObject({ ok: true });
  });

  async function report(from: string, to: string): Promise<DailyReport> {
    const answer = await h.operator('GET', `/reports/daily?from=${from}&to=${to}`);
    expect(answer.status).toBe(200);
    return dailyReport.parse(answer.body.value);
  }
  const cents = (text: string) => BigInt(text.replace('.', ''));
  const play = (f: DailyFigures, by: 'ggrByGameType' | 'ggrByVendor', name: string) => f[by].find((g) => g.name === name) ?? { stakes: '0.00', payouts: '0.00', ggr: '0.00' };
  const bonus = (f: DailyFigures, kind: string) => cents(f.bonusByKind.find((b) => b.name === kind)?.amount ?? '0.00');

  it('moves today’s figures by exactly the day’s activity, and agrees with the ledger', async () => {
    const before = (await report(today, today)).days[0];

    // A deposit of 1,000.00 with a 10 % deposit promotion (capped at 50.00): the deposit and its bonus.
    const promotionId = `${prefix}DEP`;
    const defined = await h.operator('PUT', '/promotions', {
      promotionId,
      type: 'DEPOSIT',
      title: { en: 'Report deposit bonus', th: 'โบนัสเงินฝากสำหรับรายงาน' },
      description: { en: 'Test', th: 'ทดสอบ' },
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      percent: '10',
      maxBonus: '50.00',
      minDeposit: '100.00',
      turnoverMultiple: 1,
    });
    expect(defined.body.success).toBe(true);
    const depositor = await h.member(`${prefix}dep`, { balance: '0' });
    const order = await h.call('/wps/relay/MCSFE_depositByQRImageUrl', { method: 'POST', token: depositor.token, key: randomUUID(), body: { amount: '1000.00', vendorId: 'TBQR', promotionId } });
    expect(order.body.success).toBe(true);
    expect((await h.operator('POST', `/deposits/${order.body.value.depositId}/approve`, {})).body.success).toBe(true);

    // A withdrawal of 300.00 approved for payout.
    const FP = 'fund1234';
    const payee = await h.member(`${prefix}wd`, { payeeName: 'Somchai Jaidee', balance: '800.00' });
    const card = await h.call('/wps/member/bankCard', {
      token: payee.token,
      method: 'PUT',
      encrypt: true,
      body: { bankCode: 'KBANK', accountNumber: Array.from({ length: 10 }, () => randomInt(10)).join(''), fundsPassword: FP, confirmFundsPassword: FP },
    });
    expect(card.status).toBe(200);
    const asked = await h.call('/wps/v2/transaction/withdraw', { token: payee.token, method: 'POST', encrypt: true, key: randomUUID(), body: { amount: '300', bankCardId: card.body.value.id, password: FP } });
    expect(asked.status).toBe(200);
    const queue = await h.operator('GET', '/withdrawals?state=1');
    const withdrawal = queue.body.value.find((row: { withdrawalId: string }) => row.withdrawalId === asked.body.value.withdrawalId);
    expect((await h.operator('POST', `/withdrawals/${withdrawal.id}/approve`, { remark: 'paid' })).body.value.state).toBe(2);

    // Rounds of two game types by two players: RNG 100.00 staked, 30.00 paid; FISH 20.00 staked, 45.00 paid.
    const slots = await h.hook<{ gameCode: string }>('POST', '/rounds', {
      memberId: depositor.memberId,
      gameType: 'RNG',
      rounds: [
        { bet: '60.00', win: '0.00', at: Date.now() },
        { bet: '40.00', win: '30.00', at: Date.now() },
      ],
    });
    const player = await h.member(`${prefix}fish`, { balance: '100.00' });
    await h.hook('POST', '/rounds', { memberId: player.memberId, gameType: 'FISH', rounds: [{ bet: '20.00', win: '45.00', at: Date.now() }] });

    const after = (await report(today, today)).days[0];
    const moved = (pick: (f: DailyFigures) => string | number) => {
      const [a, b] = [pick(after), pick(before)];
      return typeof a === 'number' ? a - (b as number) : cents(a) - cents(b as string);
    };
    expect(moved((f) => f.deposits.count)).toBe(1);
    expect(moved((f) => f.deposits.amount)).toBe(100000n);
    expect(moved((f) => f.withdrawals.count)).toBe(1);
    expect(moved((f) => f.withdrawals.amount)).toBe(30000n);
    expect(moved((f) => f.stakes)).toBe(12000n);
    expect(moved((f) => f.payouts)).toBe(7500n);
    expect(moved((f) => f.ggr)).toBe(4500n);
    expect(moved((f) => play(f, 'ggrByGameType', 'RNG').ggr)).toBe(7000n);
    expect(moved((f) => play(f, 'ggrByGameType', 'FISH').ggr)).toBe(-2500n);
    expect(moved((f) => play(f, 'ggrByGameType', 'FISH').stakes)).toBe(2000n);
    expect(bonus(after, 'promotion') - bonus(before, 'promotion')).toBe(5000n);
    expect(moved((f) => f.bonusCost)).toBe(5000n);
    expect(moved((f) => f.newMembers)).toBe(3);
    // Both players are new today: neither was active before.
    expect(moved((f) => f.activeMembers)).toBe(2);
    expect(slots.gameCode).toBeTruthy();

    // The range's figures are the ledger's own sums, and the totals are the days' sums.
    const from = daysBefore(30);
    const month = await report(from, today);
    const ledger = await h.hook<Record<string, string>>('GET', `/ledger/day-sums?from=${from}&to=${today}`);
    const t = month.totals;
    expect({ stakes: cents(t.stakes), payouts: cents(t.payouts), deposits: cents(t.deposits.amount), withdrawals: cents(t.withdrawals.amount), expenses: cents(t.bonusCost) + agentRebates(t) }).toEqual({
      stakes: BigInt(ledger.stakes),
      payouts: BigInt(ledger.payouts),
      deposits: BigInt(ledger.deposits),
      withdrawals: BigInt(ledger.withdrawals),
      expenses: BigInt(ledger.expenses),
    });
    const sum = (pick: (f: DailyFigures) => string) => month.days.reduce((s, d) => s + cents(pick(d)), 0n);
    expect(sum((f) => f.ggr)).toBe(cents(t.ggr));
    expect(sum((f) => f.deposits.amount)).toBe(cents(t.deposits.amount));
    expect(t.ggrByVendor.reduce((s, v) => s + cents(v.ggr), 0n)).toBe(cents(t.ggr));
    expect(t.ggrByGameType.reduce((s, v) => s + cents(v.stakes), 0n)).toBe(cents(t.stakes));
    expect(month.days.reduce((s, d) => s + d.newMembers, 0)).toBe(t.newMembers);
    expect(t.activeMembers).toBeLessThanOrEqual(month.days.reduce((s, d) => s + d.activeMembers, 0));
  });

  const agentRebates = (f: DailyFigures) => cents(f.agentPayoutsByKind.find((k) => k.name === 'agent_rebate')?.amount ?? '0.00');

  it('answers a range without activity as zero rows, one per day', async () => {
    const quiet = await report('2001-02-27', '2001-03-02');
    expect(quiet.days.map((d) => d.day)).toEqual(['2001-02-27', '2001-02-28', '2001-03-01', '2001-03-02']);
    for (const day of [...quiet.days, quiet.totals]) {
      expect(day).toMatchObject({
        deposits: { count: 0, amount: '0.00' },
        withdrawals: { count: 0, amount: '0.00' },
        stakes: '0.00',
        payouts: '0.00',
        ggr: '0.00',
        ggrByGameType: [],
        ggrByVendor: [],
        bonusCost: '0.00',
        newMembers: 0,
        activeMembers: 0,
        agentPayouts: '0.00',
      });
    }
  });

  it('refuses bad ranges with a clear code, and a refused report changes nothing', async () => {
    const ledgerBefore = await h.hook('GET', `/ledger/day-sums?from=${daysBefore(1)}&to=${today}`);
    for (const [query, code] of [
      ['from=2026-03-10&to=2026-03-01', 'date_range_invalid'],
      ['from=2026-01-01&to=2026-04-03', 'date_range_too_long'],
      ['from=2026-02-30&to=2026-03-01', 'date_invalid'],
      ['from=yesterday&to=today', 'date_invalid'],
    ] as const) {
      const answer = await h.operator('GET', `/reports/daily?${query}`);
      expect([answer.status, answer.body.code]).toEqual([400, code]);
      const csv = await fetch(`${h.url}/admin/reports/daily.csv?${query}`, { headers: { 'X-Operator-Key': h.operatorKey } });
      expect(csv.status).toBe(400);
    }
    expect((await h.operator('GET', '/reports/daily')).status).toBe(400);
    // 92 days is the most a range may span.
    expect((await h.operator('GET', '/reports/daily?from=2026-01-01&to=2026-04-02')).status).toBe(200);
    expect(await h.hook('GET', `/ledger/day-sums?from=${daysBefore(1)}&to=${today}`)).toEqual(ledgerBefore);
  });

  it('answers the same report as CSV: a header, a line per day with its figures, the totals', async () => {
    const from = daysBefore(2);
    const json = await report(from, today);
    const answer = await fetch(`${h.url}/admin/reports/daily.csv?from=${from}&to=${today}`, { headers: { 'X-Operator-Key': h.operatorKey } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toContain(`daily-report-${from}-${today}.csv`);
    const lines = (await answer.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"day","deposits_count","deposits_amount","withdrawals_count","withdrawals_amount","stakes","payouts","ggr",/);
    expect(lines).toHaveLength(1 + 3 + 1);
    const last = json.days[2];
    expect(lines[3]).toMatch(new RegExp(`^"${today}","${last.deposits.count}","${last.deposits.amount}","${last.withdrawals.count}","${last.withdrawals.amount}","${last.stakes}","${last.payouts}","${last.ggr}"`));
    expect(lines[4].startsWith('"total",')).toBe(true);
  });
}

describe('the daily report on PGlite', () => {
  defineReportSuite(async () => undefined);
});

(postgresReachable() ? describe : describe.skip)('the daily report on PostgreSQL', () => {
  const database = testDatabase();
  defineReportSuite(() => database.create());
  afterAll(() => database.drop());
});
