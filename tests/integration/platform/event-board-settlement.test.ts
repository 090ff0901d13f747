/** @jest-environment node */
// The demo event boards on PGlite and on PostgreSQL: single bets debited once (a replay moves
// nothing), bad bets refused with nothing written (a closed event, another board's event, an
// unknown event, moved odds, a pick the board does not offer, a stake over the limit), 50 bets at
// once on one balance never taking it below zero, an event settled by 8 runners at once paying
// once, the revealed seed proving the result, the bets in the betting record with their event,
// pick and odds, and the ledger reconciled.
import { randomUUID } from 'node:crypto';
import { EVENT_CLOSED, EVENT_NOT_FOUND, ODDS_CHANGED, type EventBet, type EventBoardView } from '../../../contract/event-board';
import { eventPayout } from '../../../platform/src/modules/games/rules/board-bet-outcome';
import { eventFromSeed, resultOf } from '../../../platform/src/modules/games/rules/event-board';
import { seedHashOf } from '../../../platform/src/modules/games/rules/provably-fair';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

const cents = (money: string) => Math.round(Number(money) * 100);

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  describe(`event boards (${label})`, () => {
    jest.setTimeout(300_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let cleanup: () => Promise<void> = async () => undefined;
    const tag = label[0].toLowerCase();

    beforeAll(async () => {
      const prepared = await setup();
      cleanup = prepared.cleanup;
      // No schedules (no tick moves the odds mid-test); the test settles events as the job does.
      platform = await startPlatform({ ...prepared.env, LOG_LEVEL: 'warn', LOTTERY_SCHEDULES: 'off', BOARD_EVENT_MS: '600000' });
      client = new MoneyClient(platform.url, platform.operatorKey);
    });

    afterAll(async () => {
      await platform?.stop();
      await cleanup();
    });

    const board = async (token: string, name = 'sports') => (await client.call<EventBoardView>(`/lgw/board/${name}`, { token })).body.value!;
    const bet = (token: string, json: unknown, key = randomUUID(), name = 'sports') => client.call<{ bet: EventBet; balance: string }>(`/lgw/board/${name}/bet`, { method: 'POST', token, key, json });

    it('takes single bets once, refuses bad ones with nothing written, settles once by 8 runners, records and reconciles', async () => {
      const players = [`eb${tag}home`, `eb${tag}draw`, `eb${tag}away`];
      await Promise.all(players.map((account) => client.createMember(account, '500.00')));
      const tokens = await Promise.all(players.map((account) => client.login(account, 'Load@2026')));
      const sports = await board(tokens[0]);
      expect(sports.events.length).toBeGreaterThanOrEqual(4);
      const event = sports.events[0];
      expect(event).toMatchObject({ board: 'SPORTS', state: 'open', seed: null, result: null });
      expect(event.home).not.toBe(event.away);

      // One player per pick, 10.00 each; a double click of the first sends the same key: one debit.
      const picks = ['HOME', 'DRAW', 'AWAY'] as const;
      const keys = picks.map(() => randomUUID());
      const answers = await Promise.all(picks.map((pick, i) => bet(tokens[i], { eventId: event.eventId, pick, odds: event.odds[pick], amount: '10.00', gameCode: 'SBO_00001' }, keys[i])));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers[0].body.value!.bet).toMatchObject({ eventId: event.eventId, pick: 'HOME', odds: event.odds.HOME, amount: '10.00', state: 'placed' });
      const replay = await bet(tokens[0], { eventId: event.eventId, pick: 'HOME', odds: event.odds.HOME, amount: '10.00', gameCode: 'SBO_00001' }, keys[0]);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(answers[0].body);
      expect(await client.balance(tokens[0])).toBe('490.00');

      // Bad bets: each refused, with its own code, and nothing moves.
      const esports = await board(tokens[0], 'esports');
      const refusals = [
        [{ eventId: esports.events[0].eventId, pick: 'HOME', odds: esports.events[0].odds.HOME, amount: '10.00' }, 404, EVENT_NOT_FOUND.code],
        [{ eventId: 987_654_321, pick: 'HOME', odds: '1.50', amount: '10.00' }, 404, EVENT_NOT_FOUND.code],
        [{ eventId: event.eventId, pick: 'HOME', odds: event.odds.HOME === '1.01' ? '1.02' : '1.01', amount: '10.00' }, 409, ODDS_CHANGED.code],
        [{ eventId: event.eventId, pick: 'MERON', odds: '1.50', amount: '10.00' }, 400, 'pick_not_offered'],
        [{ eventId: event.eventId, pick: 'HOME', odds: event.odds.HOME, amount: '20000.01' }, 400, 'board_stake_out_of_range'],
        [{ eventId: event.eventId, pick: 'HOME', odds: event.odds.HOME, amount: '99999999999999' }, 400, undefined],
        [{ eventId: -1, pick: 'HOME', odds: event.odds.HOME, amount: '10.00' }, 400, undefined],
      ] as const;
      for (const [json, status, code] of refusals) {
        const answer = await bet(tokens[0], json);
        expect(answer.status).toBe(status);
        if (code) expect(answer.body.code).toBe(code);
      }
      const noKey = await client.call('/lgw/board/sports/bet', { method: 'POST', token: tokens[0], json: { eventId: event.eventId, pick: 'HOME', odds: event.odds.HOME, amount: '1.00' } });
      expect(noKey.status).toBe(400);
      expect(await client.balance(tokens[0])).toBe('490.00');

      // The event closes; 8 runners settle it at once: one settles, one entry pays every winner.
      expect((await client.admin('POST', `/board/events/${event.eventId}/close`)).body.success).toBe(true);
      const late = await bet(tokens[1], { eventId: event.eventId, pick: 'DRAW', odds: event.odds.DRAW, amount: '10.00' });
      expect(late).toMatchObject({ status: 409, body: { code: EVENT_CLOSED.code, message: EVENT_CLOSED.message } });
      const { entries } = await client.reconcile();
      const runs = await Promise.all(Array.from({ length: 8 }, () => client.admin('POST', `/board/events/${event.eventId}/settle`)));
      expect(runs.every((r) => r.body.success)).toBe(true);
      const settled = runs.filter((r) => r.body.value.settled);
      expect(settled).toHaveLength(1);
      expect(settled[0].body.value).toMatchObject({ bets: 3, winners: 1 });
      expect((await client.reconcile()).entries).toBe(entries + 1);

      const after = await board(tokens[0]);
      const done = after.results.find((r) => r.eventId === event.eventId)!;
      expect(done.state).toBe('settled');
      expect(seedHashOf(done.seed!)).toBe(event.seedHash);
      const made = eventFromSeed(done.seed!, 'SPORTS');
      expect({ league: made.league, home: made.home, away: made.away }).toEqual({ league: event.league, home: event.home, away: event.away });
      expect(resultOf(done.seed!, 'SPORTS', made.model)).toEqual(done.result);
      expect(after.events.some((e) => e.eventId === event.eventId)).toBe(false);

      const winner = picks.indexOf(done.result!.winner as (typeof picks)[number]);
      const balances = await Promise.all(tokens.map((token) => client.balance(token)));
      balances.forEach((balance, i) => {
        const win = i === winner ? Number(eventPayout(1000n, event.odds[picks[i]])) : 0;
        expect(cents(balance)).toBe(50_000 - 1000 + win);
      });
      const mine = (await client.call<{ list: EventBet[] }>('/lgw/board/bets', { token: tokens[winner] })).body.value!.list;
      expect(mine[0]).toMatchObject({ eventId: event.eventId, state: 'won', result: done.result });

      // The betting record (SPORTS) shows the bet with its event, pick and odds.
      const now = Date.now();
      const record = await client.call<{ list: { gameName: string; betAmount: string; winAmount: string; detail?: unknown }[] }>(
        `/wps/relay/getPersonalHistory?gameType=SPORTS&startDate=${now - 3_600_000}&endDate=${now + 60_000}&page=1&size=20`,
        { token: tokens[0] },
      );
      expect(record.body.value!.list).toHaveLength(1);
      expect(record.body.value!.list[0]).toMatchObject({
        betAmount: '10.00',
        detail: { kind: 'event', board: 'SPORTS', home: event.home, away: event.away, pick: 'HOME', odds: event.odds.HOME, result: done.result },
      });
      expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00' });
    });

    it('50 bets at once on one balance of 100.00: ten are taken, the balance never goes below zero', async () => {
      const account = `eb${tag}race`;
      await client.createMember(account, '100.00');
      const token = await client.login(account, 'Load@2026');
      const cock = await board(token, 'cockfight');
      const event = cock.events[0];
      expect(Object.keys(event.odds).sort()).toEqual(['DRAW', 'MERON', 'WALA']);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => bet(token, { eventId: event.eventId, pick: 'MERON', odds: event.odds.MERON, amount: '10.00' }, randomUUID(), 'cockfight')),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.code))).toEqual(new Set(['insufficient_balance']));
      expect(await client.balance(token)).toBe('0.00');
      // Settled through the operator's settle-now (as `npm run ops -- board settle COCKFIGHT` does), twice: paid once.
      const first = await client.admin('POST', '/board/cockfight/settle-now');
      expect(first.body.value).toMatchObject({ eventId: event.eventId, settled: true, bets: 10 });
      const again = await client.admin('POST', `/board/events/${event.eventId}/settle`);
      expect(again.body.value).toMatchObject({ settled: false });
      const results = (await board(token, 'cockfight')).results;
      const winner = results.find((r) => r.eventId === event.eventId)!.result!.winner;
      expect(cents(await client.balance(token))).toBe(winner === 'MERON' ? 10 * Number(eventPayout(1000n, event.odds.MERON)) : 0);
      expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00' });
    });
  });
}

suite('PGlite', async () => ({ env: {}, cleanup: async () => undefined }));

if (postgresReachable()) {
  suite('PostgreSQL', async () => {
    const database = testDatabase();
    const url = await database.create();
    return { env: { DATABASE_URL: url }, cleanup: () => database.drop() };
  });
}
