/** @jest-environment node */
// Asian handicap and over/under on the demo boards, on PGlite: bets carry their market and the
// pick's line as shown; a replay (same Idempotency-Key) answers the same receipt and moves nothing,
// the same key with another market, line or stake is refused; a line or price the board no longer
// offers is refused (odds_changed) as is a market the board has not (cockfight) or a pick of
// another market; 30 bets at once on one balance never overdraw it; settlement pays each bet by the
// one rule (won, half won, push, half lost, lost) in one entry; the bets list and the betting record
// show market and line; the ledger reconciles.
import { randomUUID } from 'node:crypto';
import { ODDS_CHANGED, sideLine, type EventBet, type EventBoardView } from '../../../contract/event-board';
import { boardBetOutcome } from '../../../platform/src/modules/games/rules/board-bet-outcome';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';

const cents = (money: string) => Math.round(Number(money) * 100);

describe('event-board handicap and over/under (PGlite)', () => {
  jest.setTimeout(300_000);
  let platform: RunningPlatform;
  let client: MoneyClient;

  beforeAll(async () => {
    // No schedules: no tick moves the prices mid-test; the test settles events as the job does.
    platform = await startPlatform({ LOG_LEVEL: 'warn', LOTTERY_SCHEDULES: 'off', BOARD_EVENT_MS: '600000' });
    client = new MoneyClient(platform.url, platform.operatorKey);
  });

  afterAll(async () => {
    await platform?.stop();
  });

  const board = async (token: string, name = 'sports') => (await client.call<EventBoardView>(`/lgw/board/${name}`, { token })).body.value!;
  const bet = (token: string, json: unknown, key = randomUUID(), name = 'sports') => client.call<{ bet: EventBet; balance: string }>(`/lgw/board/${name}/bet`, { method: 'POST', token, key, json });

  it('takes handicap and over/under bets once at the line shown, refuses moved lines, settles each by the rule and reconciles', async () => {
    const players = ['ebmhome', 'ebmaway', 'ebmover', 'ebmunder'];
    await Promise.all(players.map((account) => client.createMember(account, '500.00')));
    const tokens = await Promise.all(players.map((account) => client.login(account, 'Load@2026')));
    const sports = await board(tokens[0]);
    const event = sports.events[0];
    const lines = event.lines!;
    expect(lines.HANDICAP.line).toMatch(/^(0|[+-]\d+(\.(25|5|75))?)$/);
    expect(lines.OVER_UNDER.line).toMatch(/^\d(\.(25|5|75))?$/);
    expect((await board(tokens[0], 'cockfight')).events[0].lines).toBeNull();

    const bodies = [
      { market: 'HANDICAP', pick: 'HOME', line: lines.HANDICAP.line, odds: lines.HANDICAP.odds.HOME },
      { market: 'HANDICAP', pick: 'AWAY', line: sideLine(lines.HANDICAP.line, 'AWAY'), odds: lines.HANDICAP.odds.AWAY },
      { market: 'OVER_UNDER', pick: 'OVER', line: lines.OVER_UNDER.line, odds: lines.OVER_UNDER.odds.OVER },
      { market: 'OVER_UNDER', pick: 'UNDER', line: lines.OVER_UNDER.line, odds: lines.OVER_UNDER.odds.UNDER },
    ] as const;
    const keys = bodies.map(() => randomUUID());
    const answers = await Promise.all(bodies.map((body, i) => bet(tokens[i], { eventId: event.eventId, ...body, amount: '10.01', gameCode: 'SBO_00001' }, keys[i])));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    answers.forEach((answer, i) => expect(answer.body.value!.bet).toMatchObject({ ...bodies[i], eventId: event.eventId, amount: '10.01', state: 'placed' }));

    // The same key: the same receipt, nothing moves; the same key with other parameters: refused.
    const replay = await bet(tokens[0], { eventId: event.eventId, ...bodies[0], amount: '10.01', gameCode: 'SBO_00001' }, keys[0]);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(answers[0].body);
    for (const other of [{ ...bodies[0], amount: '10.02' }, { ...bodies[1], amount: '10.01' }, { ...bodies[0], line: '-5', amount: '10.01' }]) {
      const reused = await bet(tokens[0], { eventId: event.eventId, ...other, gameCode: 'SBO_00001' }, keys[0]);
      expect(reused).toMatchObject({ status: 422, body: { success: false, code: 'idempotency_key_reused' } });
    }
    expect(await client.balance(tokens[0])).toBe('489.99');

    // A line or price no longer offered, a pick of another market, a market cockfight has not, a line on 1X2: refused, nothing written.
    const movedLine = lines.OVER_UNDER.line === '2.5' ? '2.75' : '2.5';
    const cock = (await board(tokens[0], 'cockfight')).events[0];
    const refusals = [
      [{ eventId: event.eventId, market: 'OVER_UNDER', pick: 'OVER', line: movedLine, odds: lines.OVER_UNDER.odds.OVER, amount: '5.00' }, 409, ODDS_CHANGED.code, 'sports'],
      [{ eventId: event.eventId, market: 'HANDICAP', pick: 'HOME', line: lines.HANDICAP.line, odds: lines.HANDICAP.odds.HOME === '1.01' ? '1.02' : '1.01', amount: '5.00' }, 409, ODDS_CHANGED.code, 'sports'],
      [{ eventId: event.eventId, market: 'HANDICAP', pick: 'AWAY', line: lines.HANDICAP.line === '0' ? '+0.5' : lines.HANDICAP.line, odds: lines.HANDICAP.odds.AWAY, amount: '5.00' }, 409, ODDS_CHANGED.code, 'sports'],
      [{ eventId: event.eventId, market: 'HANDICAP', pick: 'OVER', line: lines.OVER_UNDER.line, odds: lines.OVER_UNDER.odds.OVER, amount: '5.00' }, 400, 'pick_not_offered', 'sports'],
      [{ eventId: cock.eventId, market: 'HANDICAP', pick: 'HOME', line: '0', odds: '1.88', amount: '5.00' }, 400, 'pick_not_offered', 'cockfight'],
      [{ eventId: event.eventId, market: 'HANDICAP', pick: 'HOME', odds: lines.HANDICAP.odds.HOME, amount: '5.00' }, 400, undefined, 'sports'],
      [{ eventId: event.eventId, pick: 'HOME', line: '0', odds: event.odds.HOME, amount: '5.00' }, 400, undefined, 'sports'],
      [{ eventId: event.eventId, market: 'OVER_UNDER', pick: 'OVER', line: '2.3', odds: lines.OVER_UNDER.odds.OVER, amount: '5.00' }, 400, undefined, 'sports'],
    ] as const;
    for (const [json, status, code, name] of refusals) {
      const answer = await bet(tokens[0], json, randomUUID(), name);
      expect(answer.status).toBe(status);
      if (code) expect(answer.body.code).toBe(code);
    }
    const odds = await bet(tokens[0], refusals[0][0]);
    expect(odds.body.value).toMatchObject({ lines });
    expect(await client.balance(tokens[0])).toBe('489.99');

    // Settled once: each bet by the rule, everything paid back in one entry.
    expect((await client.admin('POST', `/board/events/${event.eventId}/close`)).body.success).toBe(true);
    const { entries } = await client.reconcile();
    const runs = await Promise.all(Array.from({ length: 4 }, () => client.admin('POST', `/board/events/${event.eventId}/settle`)));
    expect(runs.filter((r) => r.body.value.settled)).toHaveLength(1);
    const result = (await board(tokens[0])).results.find((r) => r.eventId === event.eventId)!.result!;
    const expected = bodies.map((body) => boardBetOutcome({ ...body, stake: 1001n }, result));
    const paidBack = expected.filter((o) => o.payout > 0n).length;
    expect((await client.reconcile()).entries).toBe(entries + (paidBack > 0 ? 1 : 0));
    for (const [i, token] of tokens.entries()) {
      const [mine] = (await client.call<{ list: EventBet[] }>('/lgw/board/bets', { token })).body.value!.list;
      expect(mine).toMatchObject({ ...bodies[i], state: expected[i].state, payout: (Number(expected[i].payout) / 100).toFixed(2), result });
      expect(cents(await client.balance(token))).toBe(50_000 - 1001 + Number(expected[i].payout));
    }
    // Turnover counts the valid bet (db/settled-bets.ts): nothing for a push, half the stake for a half
    // result, the whole stake otherwise — in the records and in VIP progress alike.
    const validOf = (state: string) => (state === 'push' ? 0 : state === 'half' || state === 'half_won' ? 500 : 1001);
    for (const [i, token] of tokens.entries()) {
      const at = Date.now();
      const history = await client.call<{ list: { betAmount: string; validBetAmount: string }[] }>(`/wps/relay/getPersonalHistory?gameType=SPORTS&startDate=${at - 3_600_000}&endDate=${at + 60_000}&page=1&size=20`, { token });
      expect([expected[i].state, history.body.value!.list[0]]).toEqual([expected[i].state, { ...history.body.value!.list[0], betAmount: '10.01', validBetAmount: (validOf(expected[i].state) / 100).toFixed(2) }]);
      const vip = (await client.call<{ monthlyTurnover: { actual: string } }>('/wps/relay/MCSFE_getPlayerRankProgress', { token })).body.value!;
      expect(vip.monthlyTurnover.actual).toBe((validOf(expected[i].state) / 100).toFixed(2));
    }
    // Handicap sides are opposite: together they never get back more than both stakes at the better price.
    expect(['won', 'half_won'].includes(expected[0].state) && ['won', 'half_won'].includes(expected[1].state)).toBe(false);

    // The betting record shows the market and the line.
    const now = Date.now();
    const record = await client.call<{ list: { detail?: unknown }[] }>(`/wps/relay/getPersonalHistory?gameType=SPORTS&startDate=${now - 3_600_000}&endDate=${now + 60_000}&page=1&size=20`, { token: tokens[1] });
    expect(record.body.value!.list[0].detail).toMatchObject({ kind: 'event', market: 'HANDICAP', pick: 'AWAY', line: bodies[1].line, odds: bodies[1].odds, result });
    expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00' });
  });

  it('30 over/under bets at once on one balance of 100.00: ten are taken, the balance never goes below zero', async () => {
    await client.createMember('ebmrace', '100.00');
    const token = await client.login('ebmrace', 'Load@2026');
    const event = (await board(token, 'esports')).events[0];
    const { line, odds } = event.lines!.OVER_UNDER;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => bet(token, { eventId: event.eventId, market: 'OVER_UNDER', pick: 'UNDER', line, odds: odds.UNDER, amount: '10.00' }, randomUUID(), 'esports')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.code))).toEqual(new Set(['insufficient_balance']));
    expect(await client.balance(token)).toBe('0.00');
    const settled = await client.admin('POST', '/board/esports/settle-now');
    expect(settled.body.value).toMatchObject({ eventId: event.eventId, settled: true, bets: 10 });
    const result = (await board(token, 'esports')).results.find((r) => r.eventId === event.eventId)!.result!;
    const one = boardBetOutcome({ market: 'OVER_UNDER', pick: 'UNDER', line, odds: odds.UNDER, stake: 1000n }, result);
    expect(cents(await client.balance(token))).toBe(10 * Number(one.payout));
    expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00' });
  });
});
