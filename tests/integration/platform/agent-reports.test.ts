/** @jest-environment node */
// The agent's team overview and reports against a real platform process, on PGlite and PostgreSQL:
// every KPI and report total equals the sum, computed here, of the rounds and money movements this
// test made (rounds played through the local vendor and settled at chosen times, movements posted
// at chosen times), to the satang; periods cut at midnight in Asia/Bangkok; keyset and page paging
// never lose or repeat a row; the CSV export says what the JSON says; bad ranges are refused; and
// no call reads outside the caller's subtree.
import { AGENT_REPORT_PATHS, dayNumber, dayText, todayIn } from '@/contract/agent-reports';
import { fromMinor, toMinor } from '@/contract/money';
import { csvRows, reportCsv } from '@/lib/agent/report-csv';
import { MoneyClient, cheapSlot } from '../../support/money-client';
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(240_000);

const TZ = 'Asia/Bangkok';
const HOUR = 3_600_000;
/** The instant a Bangkok business day starts (UTC+7, no daylight saving). */
const startOf = (day: string) => Date.parse(`${day}T00:00:00+07:00`);

interface Round {
  account: string;
  at: number;
  bet: bigint;
  win: bigint;
  gameType: string;
}
interface Movement {
  account: string;
  at: number;
  txType: string;
  amount: bigint;
  onCommission?: boolean;
}

function defineAgentReportsSuite(databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const rounds: Round[] = [];
  const movements: Movement[] = [];
  const today = todayIn(TZ);
  const todayN = dayNumber(today)!;
  const day = (offset: number) => dayText(todayN + offset);

  // r_top ─┬─ r_mid ─┬─ r_p2
  //        │         └─ r_low ── r_p3
  //        ├─ r_p1
  //        └─ r_sib (agent, no team)
  // r_other ── r_op (another tree)
  const tree = [
    ['r_top', 1, undefined],
    ['r_mid', 1, 'r_top'],
    ['r_p2', 0, 'r_mid'],
    ['r_low', 1, 'r_mid'],
    ['r_p3', 0, 'r_low'],
    ['r_p1', 0, 'r_top'],
    ['r_sib', 1, 'r_top'],
    ['r_other', 1, undefined],
    ['r_op', 0, 'r_other'],
  ] as const;
  const below: Record<string, string[]> = {
    r_top: ['r_mid', 'r_p2', 'r_low', 'r_p3', 'r_p1', 'r_sib'],
    r_mid: ['r_p2', 'r_low', 'r_p3'],
    r_low: ['r_p3'],
  };

  async function play(list: Omit<Round, 'gameType'>[] & { gameType?: string }[]) {
    const withType = (list as Round[]).map((r) => ({ ...r, gameType: r.gameType ?? 'RNG' }));
    await platform.hook('POST', '/agent-reports/rounds', {
      rounds: withType.map((r) => ({ memberId: ids[r.account], at: r.at, bet: fromMinor(r.bet), win: fromMinor(r.win), gameType: r.gameType })),
    });
    rounds.push(...withType);
  }
  async function move(m: Movement) {
    await platform.hook('POST', '/agent-reports/posting', {
      memberId: ids[m.account],
      txType: m.txType,
      amount: fromMinor(m.amount),
      at: m.at,
      account: m.onCommission ? 'commission' : 'main',
    });
    movements.push(m);
  }

  beforeAll(async () => {
    platform = await startCashierPlatform(await databaseUrl());
    for (const [account, type, parent] of tree) {
      const created = await platform.member(account, { type, parent, balance: type === 0 ? '10000.00' : '5000.00' });
      ids[account] = created.memberId;
      tokens[account] = created.token;
    }
    // Opening balances are `other` movements today.
    const now = Date.now();
    for (const [account, type] of tree) movements.push({ account, at: now, txType: 'other', amount: type === 0 ? 1_000_000n : 500_000n });

    const t0 = startOf(today);
    await play([
      // The period boundary: the last millisecond of yesterday, and midnight today.
      { account: 'r_p2', at: t0 - 1, bet: 12_345n, win: 0n },
      { account: 'r_p2', at: t0, bet: 10_001n, win: 25_050n },
      { account: 'r_p3', at: t0 + 2 * HOUR, bet: 20_000n, win: 0n, gameType: 'LIVE' },
      { account: 'r_p3', at: t0 + 3 * HOUR + 7, bet: 333n, win: 1n },
      { account: 'r_p1', at: t0 - 30 * HOUR, bet: 5_000n, win: 9_999n },
      { account: 'r_p1', at: startOf(day(-10)) + 5 * HOUR, bet: 7_777n, win: 0n, gameType: 'LIVE' },
      { account: 'r_p2', at: startOf(day(-40)) + HOUR, bet: 99_999n, win: 1n },
      { account: 'r_p2', at: startOf(day(-3)) + HOUR, bet: 500n, win: 0n, gameType: 'LIVE' },
      { account: 'r_p2', at: startOf(day(-3)) + 2 * HOUR, bet: 600n, win: 1_200n, gameType: 'LIVE' },
      { account: 'r_p2', at: startOf(day(-2)) + HOUR, bet: 700n, win: 0n },
      { account: 'r_p3', at: startOf(day(-3)) + 3 * HOUR, bet: 800n, win: 0n, gameType: 'LIVE' },
      // Outside the team: the upline agent's own play and another tree.
      { account: 'r_top', at: t0 + HOUR, bet: 1_000n, win: 0n },
      { account: 'r_op', at: t0 + HOUR, bet: 4_242n, win: 0n },
    ] as Round[]);
    await move({ account: 'r_p2', at: t0 + 5, txType: 'deposit', amount: 50_000n });
    await move({ account: 'r_p2', at: t0 - 5, txType: 'deposit', amount: 7_000n });
    await move({ account: 'r_p3', at: t0 + HOUR, txType: 'withdraw', amount: -2_500n });
    await move({ account: 'r_p3', at: t0 + 2 * HOUR, txType: 'withdraw', amount: 1_000n }); // a voided withdrawal comes back
    await move({ account: 'r_mid', at: t0 + HOUR, txType: 'agent_rebate', amount: 1_234n });
    await move({ account: 'r_p1', at: t0 + HOUR, txType: 'betting_rebate', amount: 55n });
    await move({ account: 'r_p1', at: t0 + HOUR, txType: 'dividend', amount: 10_000n });
    await move({ account: 'r_low', at: t0 + HOUR, txType: 'daily_wage', amount: 3_000n });
    // r_mid pays r_low's salary under their contract: a debit and a credit of one type inside the team.
    await move({ account: 'r_mid', at: t0 + HOUR, txType: 'daily_wage', amount: -2_000n });
    await move({ account: 'r_low', at: t0 + HOUR, txType: 'daily_wage', amount: 2_000n });
    await move({ account: 'r_op', at: t0 + HOUR, txType: 'deposit', amount: 90_000n });
    // The agent's own income: rebate, wages, dividend, commission; today, yesterday and 20 days ago.
    await move({ account: 'r_top', at: t0 + HOUR, txType: 'agent_rebate', amount: 101n });
    await move({ account: 'r_top', at: t0 + 2 * HOUR, txType: 'daily_wage', amount: 20_000n });
    await move({ account: 'r_top', at: t0 - HOUR, txType: 'hour_wage', amount: 1_550n });
    await move({ account: 'r_top', at: startOf(day(-20)), txType: 'share_bonus', amount: 800_000n });
    await move({ account: 'r_top', at: t0 + 3 * HOUR, txType: 'dividend', amount: 30_000n });
    // What r_top pays its own downline is not its income.
    await move({ account: 'r_top', at: t0 + 3 * HOUR, txType: 'daily_wage', amount: -500n });
    await move({ account: 'r_top', at: t0 - 1, txType: 'agent_rebate', amount: 9n, onCommission: true });

    // Real rounds through the local vendor's spin call, now.
    const client = new MoneyClient(platform.url, '');
    const game = await cheapSlot(client, tokens.r_p1);
    // The launch URL names the platform's public address; this one listens on its own port.
    const launched = await platform.call<{ url: string }>(`/wps/game/launchGame?gameCode=${game}&language=en`, { token: tokens.r_p1 });
    const page = new URL(launched.body.value!.url);
    const html = await (await fetch(`${platform.url}${page.pathname}${page.search}`)).text();
    const playToken = /"token":"([A-Za-z0-9_-]+)"/.exec(html)![1];
    for (let i = 0; i < 4; i++) {
      const at = Date.now();
      const spun = await client.spin(playToken, `real-spin-${i}`, '1.00');
      expect(spun.body).toMatchObject({ success: true });
      rounds.push({ account: 'r_p1', at, bet: toMinor(spun.body.value!.bet)!, win: toMinor(spun.body.value!.win)!, gameType: 'RNG' });
    }
  });
  afterAll(() => platform?.stop());

  const get = <T = any>(token: string, path: string, query: Record<string, string | number | undefined> = {}) => {
    const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][]);
    return platform.call<T>(`${path}?${search}`, { token });
  };
  const inRange = (at: number, first: string, last: string) => at >= startOf(first) && at < startOf(dayText(dayNumber(last)! + 1));
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

  it('keeps the daily summary equal to the rounds themselves', async () => {
    const check = await platform.hook<{ mismatches: unknown[]; summaryRows: number }>('GET', '/agent-reports/summary-check');
    expect(check.mismatches).toEqual([]);
    expect(check.summaryRows).toBeGreaterThan(0);
  });

  it('gives teamActivity (summary for whole days, rounds for the partial ends) the figures of the raw rounds for any window', async () => {
    const t0 = startOf(today);
    const windows: [number, number][] = [
      [t0, t0 + 24 * HOUR], // one whole day
      [startOf(day(-45)), t0 + 24 * HOUR], // many whole days
      [t0 + HOUR / 2, t0 + 2 * HOUR + HOUR / 2], // inside one day
      [t0 - HOUR, t0 + HOUR], // across midnight
      [t0 - 30 * HOUR - 1, t0 + 3 * HOUR + 8], // partial, whole, partial
      [t0 + 3 * HOUR + 7, t0 + 3 * HOUR + 8], // one millisecond holding one round
      [t0 + 5 * 60_000, t0 + 10 * 60_000], // five minutes with nothing
    ];
    for (const agent of ['r_top', 'r_mid', 'r_other']) {
      for (const [from, to] of windows) {
        const { fast, raw } = await platform.hook<{ fast: unknown; raw: unknown }>('POST', '/agent-reports/activity', { agentId: ids[agent], from, to });
        expect({ agent, from, to, ...(fast as object) }).toEqual({ agent, from, to, ...(raw as object) });
      }
    }
  });

  it('shows every KPI of each period equal to the sums of what the team did', async () => {
    const week = todayN - ((todayN + 3) % 7);
    const periods = {
      today: [today, today],
      yesterday: [day(-1), day(-1)],
      week: [dayText(week), today],
      month: [`${today.slice(0, 8)}01`, today],
    } as const;
    for (const [period, [first, last]] of Object.entries(periods)) {
      const answer = await get(tokens.r_top, AGENT_REPORT_PATHS.teamOverview, { period });
      expect(answer.status).toBe(200);
      const value = answer.body.value;
      const team = below.r_top;
      const played = rounds.filter((r) => team.includes(r.account) && inRange(r.at, first, last));
      const moved = (types: string[]) => sum(movements.filter((m) => !m.onCommission && team.includes(m.account) && types.includes(m.txType) && inRange(m.at, first, last)).map((m) => m.amount));
      // What team members received (an agent paying its own downline is a debit of the same type).
      const received = (types: string[]) => sum(movements.filter((m) => !m.onCommission && m.amount > 0n && team.includes(m.account) && types.includes(m.txType) && inRange(m.at, first, last)).map((m) => m.amount));
      const bets = sum(played.map((r) => r.bet));
      const wins = sum(played.map((r) => r.win));
      const perMember = new Map<string, bigint>();
      for (const r of played) perMember.set(r.account, (perMember.get(r.account) ?? 0n) + r.bet);
      expect(value).toMatchObject({ period, startDate: first, endDate: last });
      expect(value.kpis).toEqual({
        teamSize: team.length,
        teamBalance: value.kpis.teamBalance,
        deposits: fromMinor(received(['deposit'])),
        withdrawals: fromMinor(-moved(['withdraw'])),
        bets: fromMinor(bets),
        wins: fromMinor(wins),
        rebate: fromMinor(received(['betting_rebate', 'agent_rebate'])),
        salaries: fromMinor(received(['daily_wage', 'hour_wage', 'realtime_wage'])),
        promotions: fromMinor(received(['dividend'])),
        profitAndLoss: fromMinor(wins - bets),
        registrationsToday: team.length,
        newMembers: period === 'yesterday' ? 0 : team.length,
        // Default rule: at least 100.00 bet on at least one day.
        activeMembers: [...perMember.values()].filter((bet) => bet >= 10_000n).length,
      });
      // The chart's buckets add up to the KPIs.
      const series = value.series as { label: string; bets: string; profitAndLoss: string }[];
      expect(value.bucket).toBe(first === last ? 'hour' : 'day');
      expect(series).toHaveLength(first === last ? 24 : dayNumber(last)! - dayNumber(first)! + 1);
      expect(fromMinor(sum(series.map((s) => toMinor(s.bets.replace('-', ''))!)))).toBe(fromMinor(bets));
    }
    // The team balance is the members' main balances now.
    const balances = await Promise.all(below.r_top.map((a) => platform.hook<{ main: string }>('GET', `/balances/${ids[a]}`)));
    const overview = await get(tokens.r_top, AGENT_REPORT_PATHS.teamOverview, { period: 'today' });
    expect(overview.body.value.kpis.teamBalance).toBe(fromMinor(sum(balances.map((b) => BigInt(b.main)))));
    // The midnight cut: yesterday's last millisecond is yesterday's. The real spins of beforeAll
    // were made now, which is in the first hour when the suite runs just after midnight in Bangkok.
    const hourly = overview.body.value.series as { label: string; bets: string }[];
    const t0 = startOf(today);
    const spunInFirstHour = rounds.filter((r) => r.account === 'r_p1' && r.at >= t0 && r.at < t0 + HOUR);
    const spunBets = sum(spunInFirstHour.map((r) => r.bet));
    const spunWins = sum(spunInFirstHour.map((r) => r.win));
    expect(hourly[0]).toEqual({ label: '00:00', bets: fromMinor(10_001n + spunBets), profitAndLoss: fromMinor(25_050n + spunWins - 10_001n - spunBets) });
  });

  it('answers the team betting report with totals over the whole range and pages that neither lose nor repeat a round', async () => {
    const first = day(-45);
    const expected = rounds.filter((r) => below.r_top.includes(r.account) && inRange(r.at, first, today));
    const seen: string[] = [];
    let cursor: string | undefined;
    let totals: any;
    for (let guard = 0; guard < 50; guard++) {
      const answer = await get(tokens.r_top, AGENT_REPORT_PATHS.teamBetting, { startDate: first, endDate: today, size: 3, cursor });
      expect(answer.status).toBe(200);
      totals = answer.body.value.totals;
      seen.push(...answer.body.value.list.map((r: { id: string }) => r.id));
      const times = answer.body.value.list.map((r: { betTimeInTimestamp: number }) => r.betTimeInTimestamp);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      cursor = answer.body.value.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(expected.length);
    const bet = sum(expected.map((r) => r.bet));
    const win = sum(expected.map((r) => r.win));
    expect(totals).toEqual({ rounds: expected.length, betAmount: fromMinor(bet), validBetAmount: fromMinor(bet), winAmount: fromMinor(win), profitAndLoss: fromMinor(win - bet) });

    // Filters: game type and member account; the per-member view with its subtotals.
    const live = await get(tokens.r_top, AGENT_REPORT_PATHS.teamBetting, { startDate: first, endDate: today, gameType: 'LIVE' });
    const liveRounds = expected.filter((r) => r.gameType === 'LIVE');
    expect(live.body.value.totals.betAmount).toBe(fromMinor(sum(liveRounds.map((r) => r.bet))));
    expect(live.body.value.list.map((r: { gameType: string }) => r.gameType)).toEqual(liveRounds.map(() => 'LIVE'));
    // A game type pages through its rounds alone, one per page, over days with and without them.
    const liveSeen: string[] = [];
    let liveCursor: string | undefined;
    for (let guard = 0; guard < 20; guard++) {
      const answer = await get(tokens.r_top, AGENT_REPORT_PATHS.teamBetting, { startDate: first, endDate: today, gameType: 'LIVE', size: 1, cursor: liveCursor });
      liveSeen.push(...answer.body.value.list.map((r: { betTimeInTimestamp: number }) => r.betTimeInTimestamp));
      liveCursor = answer.body.value.nextCursor ?? undefined;
      if (!liveCursor) break;
    }
    expect(liveSeen).toEqual(liveRounds.map((r) => r.at).sort((a, b) => b - a));
    const p3 = await get(tokens.r_top, AGENT_REPORT_PATHS.teamBetting, { startDate: first, endDate: today, account: 'r_p3' });
    expect(p3.body.value.list.map((r: { account: string }) => r.account)).toEqual(expected.filter((r) => r.account === 'r_p3').map(() => 'r_p3'));
    const members: any[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await get(tokens.r_top, AGENT_REPORT_PATHS.teamBetting, { startDate: first, endDate: today, view: 'members', size: 2, page });
      members.push(...answer.body.value.list);
      expect(answer.body.value.total).toBe(3);
    }
    expect(members.map((m) => m.account)).toEqual(['r_p1', 'r_p2', 'r_p3']);
    for (const m of members) {
      const own = expected.filter((r) => r.account === m.account);
      expect(m).toMatchObject({ rounds: own.length, betAmount: fromMinor(sum(own.map((r) => r.bet))), winAmount: fromMinor(sum(own.map((r) => r.win))) });
    }
  });

  it('answers P&L statements per direct downline with its team, drills into a direct agent, and totals the whole team', async () => {
    const first = day(-30);
    const figures = (accounts: string[]) => {
      const played = rounds.filter((r) => accounts.includes(r.account) && inRange(r.at, first, today));
      const moved = (type: string) => sum(movements.filter((m) => !m.onCommission && accounts.includes(m.account) && m.txType === type && inRange(m.at, first, today)).map((m) => m.amount));
      const bet = sum(played.map((r) => r.bet));
      const win = sum(played.map((r) => r.win));
      return { betAmount: fromMinor(bet), validBetAmount: fromMinor(bet), winAmount: fromMinor(win), profitAndLoss: fromMinor(win - bet), deposits: fromMinor(moved('deposit')), withdrawals: fromMinor(-moved('withdraw')) };
    };
    const top = await get(tokens.r_top, AGENT_REPORT_PATHS.teamPnl, { startDate: first, endDate: today });
    expect(top.status).toBe(200);
    expect(top.body.value.path).toEqual([]);
    expect(top.body.value.list).toEqual([
      { account: 'r_mid', isAgent: true, teamSize: 3, ...figures(['r_mid', ...below.r_mid]) },
      { account: 'r_p1', isAgent: false, teamSize: 0, ...figures(['r_p1']) },
      { account: 'r_sib', isAgent: true, teamSize: 0, ...figures(['r_sib']) },
    ]);
    expect(top.body.value.totals).toEqual(figures(below.r_top));
    const second = await get(tokens.r_top, AGENT_REPORT_PATHS.teamPnl, { startDate: first, endDate: today, size: 2, page: 2 });
    expect(second.body.value.list.map((r: { account: string }) => r.account)).toEqual(['r_sib']);
    expect(second.body.value.totals).toEqual(figures(below.r_top));

    const drill = await get(tokens.r_top, AGENT_REPORT_PATHS.teamPnl, { startDate: first, endDate: today, parent: 'r_low' });
    expect(drill.body.value.path).toEqual(['r_mid', 'r_low']);
    expect(drill.body.value.list).toEqual([{ account: 'r_p3', isAgent: false, teamSize: 0, ...figures(['r_p3']) }]);
    expect(drill.body.value.totals).toEqual(figures(['r_p3']));
  });

  it("answers the agent's income by type and day from its own accounts", async () => {
    const first = day(-30);
    const own = movements.filter((m) => m.account === 'r_top' && inRange(m.at, first, today) && m.txType !== 'other' && m.amount > 0n);
    const answer = await get(tokens.r_top, AGENT_REPORT_PATHS.myIncome, { startDate: first, endDate: today });
    expect(answer.status).toBe(200);
    const of = (type: string, commission = false) => fromMinor(sum(own.filter((m) => m.txType === type && !!m.onCommission === commission).map((m) => m.amount)));
    expect(answer.body.value.totals).toEqual({
      agentRebate: of('agent_rebate'),
      dailySalary: of('daily_wage'),
      hourlySalary: of('hour_wage'),
      realtimeSalary: '0.00',
      dividend: fromMinor(toMinor(of('share_bonus'))! + toMinor(of('dividend'))!),
      commission: of('agent_rebate', true),
      total: fromMinor(sum(own.map((m) => m.amount))),
    });
    expect(answer.body.value.list.map((r: { date: string }) => r.date)).toEqual([today, day(-1), day(-20)]);
    expect(answer.body.value.list[1]).toMatchObject({ hourlySalary: '15.50', commission: '0.09', total: '15.59' });
  });

  it('answers downline transactions with keyset pages and totals over the range, by type and account', async () => {
    const first = day(-45);
    const collect = async (query: Record<string, string | number | undefined>) => {
      const list: any[] = [];
      let cursor: string | undefined;
      let totals: any;
      for (let guard = 0; guard < 100; guard++) {
        const answer = await get(tokens.r_top, AGENT_REPORT_PATHS.downlineTransactions, { startDate: first, endDate: today, size: 4, ...query, cursor });
        expect(answer.status).toBe(200);
        list.push(...answer.body.value.list);
        totals = answer.body.value.totals;
        cursor = answer.body.value.nextCursor ?? undefined;
        if (!cursor) break;
      }
      return { list, totals };
    };
    // Every posting on the team's main accounts: the movements and each round's bet and win.
    const team = below.r_top;
    const postings = [
      ...movements.filter((m) => !m.onCommission && team.includes(m.account) && inRange(m.at, first, today)).map((m) => ({ type: m.txType, amount: m.amount })),
      ...rounds.filter((r) => team.includes(r.account) && inRange(r.at, first, today)).flatMap((r) => [{ type: 'betting', amount: -r.bet }, ...(r.win > 0n ? [{ type: 'winning', amount: r.win }] : [])]),
    ];
    const expectTotals = (rows: { amount: bigint }[]) => ({
      count: rows.length,
      in: fromMinor(sum(rows.filter((r) => r.amount > 0n).map((r) => r.amount))),
      out: fromMinor(sum(rows.filter((r) => r.amount < 0n).map((r) => r.amount))),
      net: fromMinor(sum(rows.map((r) => r.amount))),
    });
    const all = await collect({});
    expect(new Set(all.list.map((r) => r.txId)).size).toBe(all.list.length);
    expect(all.list).toHaveLength(postings.length);
    expect(all.totals).toEqual(expectTotals(postings));
    const sumOf = (list: { amount: string }[]) => fromMinor(sum(list.map((r) => (r.amount.startsWith('-') ? -toMinor(r.amount.slice(1))! : toMinor(r.amount)!))));
    expect(sumOf(all.list)).toBe(all.totals.net);

    const money = await collect({ codeTypes: 'deposit,withdraw' });
    expect(money.totals).toEqual(expectTotals(postings.filter((p) => p.type === 'deposit' || p.type === 'withdraw')));
    expect(money.list).toHaveLength(money.totals.count);
    const bets = await collect({ codeTypes: 'betting', account: 'r_p2' });
    expect(bets.list.every((r) => r.account === 'r_p2' && r.txTypeId === 'betting')).toBe(true);
    expect(bets.totals.count).toBe(rounds.filter((r) => r.account === 'r_p2' && inRange(r.at, first, today)).length);
    expect(sumOf(bets.list)).toBe(bets.totals.net);

    // The CSV export says what the JSON pages say, with its header row, totals and no formula cells.
    const csv = reportCsv('downlineTransactions', all.list, all.totals, (key) => key);
    const lines = csvRows(csv);
    expect(lines[0][0]).toBe('columns.time');
    expect(lines.slice(1, all.list.length + 1).map((l) => l[5])).toEqual(all.list.map((r) => r.amount));
    expect(lines.at(-1)).toContain(all.totals.net);
  });

  it('refuses bad ranges with their own codes', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ startDate: day(-89), endDate: today }, 'ok'],
      [{ startDate: day(-90), endDate: today }, 'date_range_too_long'],
      [{ startDate: today, endDate: day(-1) }, 'date_range_invalid'],
      [{ startDate: '2026-02-30', endDate: '2026-03-01' }, 'date_invalid'],
      [{ startDate: 'yesterday', endDate: today }, 'validation_failed'],
    ];
    for (const path of [AGENT_REPORT_PATHS.teamBetting, AGENT_REPORT_PATHS.teamPnl, AGENT_REPORT_PATHS.myIncome, AGENT_REPORT_PATHS.downlineTransactions]) {
      for (const [query, code] of cases) {
        const answer = await get(tokens.r_top, path, query);
        if (code === 'ok') expect(answer.status).toBe(200);
        else expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code });
      }
    }
    expect((await get(tokens.r_top, AGENT_REPORT_PATHS.teamOverview, { period: 'decade' })).body.code).toBe('validation_failed');
    expect((await get(tokens.r_top, AGENT_REPORT_PATHS.teamBetting, { startDate: today, endDate: today, size: 100_000 })).status).toBe(400);
    expect((await get(tokens.r_top, AGENT_REPORT_PATHS.teamBetting, { startDate: today, endDate: today, cursor: "1' or 1=1" })).status).toBe(400);
  });

  it('never reads outside the caller’s subtree', async () => {
    const range = { startDate: day(-45), endDate: today };
    // A member's token: 403 non_agent at every report.
    for (const path of Object.values(AGENT_REPORT_PATHS)) {
      const answer = await get(tokens.r_p2, path, { ...range, period: 'today' });
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 403, code: 'non_agent' });
      expect((await get('', path, range)).status).toBe(401);
    }
    // r_mid asks about its upline, a sibling's member, another tree, itself as a filter, a made-up account.
    for (const account of ['r_top', 'r_p1', 'r_sib', 'r_op', 'r_other', 'r_mid', 'nobody_here']) {
      for (const path of [AGENT_REPORT_PATHS.teamBetting, AGENT_REPORT_PATHS.downlineTransactions]) {
        const answer = await get(tokens.r_mid, path, { ...range, account });
        expect({ account, status: answer.status, code: answer.body.code }).toEqual({ account, status: 404, code: 'downline_not_found' });
      }
      if (account !== 'r_mid') {
        const drill = await get(tokens.r_mid, AGENT_REPORT_PATHS.teamPnl, { ...range, parent: account });
        expect({ account, status: drill.status, code: drill.body.code }).toEqual({ account, status: 404, code: 'downline_not_found' });
      }
    }
    // What r_mid sees is only its team's.
    const mid = await get(tokens.r_mid, AGENT_REPORT_PATHS.teamBetting, { ...range, size: 500 });
    expect(new Set(mid.body.value.list.map((r: { account: string }) => r.account))).toEqual(new Set(['r_p2', 'r_p3']));
    const midMoney = await get(tokens.r_mid, AGENT_REPORT_PATHS.downlineTransactions, { ...range, size: 500 });
    expect(midMoney.body.value.list.every((r: { account: string }) => below.r_mid.includes(r.account))).toBe(true);
    const midOverview = await get(tokens.r_mid, AGENT_REPORT_PATHS.teamOverview, { period: 'today' });
    expect(midOverview.body.value.kpis.teamSize).toBe(3);
    const other = await get(tokens.r_other, AGENT_REPORT_PATHS.teamOverview, { period: 'today' });
    expect(other.body.value.kpis).toMatchObject({ teamSize: 1, deposits: '900.00', bets: '42.42' });
    // The ledger still balances.
    const report = await platform.hook<{ ok: boolean }>('GET', '/reconcile');
    expect(report.ok).toBe(true);
  });
}

describe('agent reports on PGlite', () => {
  defineAgentReportsSuite(async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('agent reports on PostgreSQL', () => {
  const database = testDatabase();
  defineAgentReportsSuite(() => database.create());
  afterAll(() => database.drop());
});
