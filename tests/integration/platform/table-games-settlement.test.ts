/** @jest-environment node */
// Roulette, sic bo and dragon tiger on PGlite and on PostgreSQL, each at its own table: members bet
// on the open round (one debit each, a replay moves nothing), a bet naming another table's round or
// another game's spot is refused with nothing moved, the round is settled by several runners at
// once paying once, every balance is the stake's outcome by the game's rules, the seed proves the
// outcome, the betting records name the tile and the outcome, and the ledger reconciles.
import { randomUUID } from 'node:crypto';
import { LIVE_SPOTS, type LiveGame } from '../../../contract/live-spots';
import { LIVE_TABLES, ROUND_CLOSED, type LiveBet, type LiveTable } from '../../../contract/live-table';
import { LIVE_RULES } from '../../../platform/src/modules/games/rules/live-games';
import { seedHashOf } from '../../../platform/src/modules/games/rules/provably-fair';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

const cents = (money: string) => Math.round(Number(money) * 100);
const DAY = 86_400_000;

/** The spots each game's members bet on: every kind of spot the game has, one member each. */
const BETS: Record<Exclude<LiveGame, 'BACCARAT'>, { spot: string; amount: string }[]> = {
  ROULETTE: ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH', 'DOZEN_2', 'COLUMN_3', 'STRAIGHT_0', 'STRAIGHT_17'].map((spot) => ({ spot, amount: '10.00' })),
  SIC_BO: ['SMALL', 'BIG', 'ODD', 'EVEN', 'ANY_TRIPLE', 'TRIPLE_4', 'TOTAL_10', 'TOTAL_11', 'SINGLE_1', 'SINGLE_6'].map((spot) => ({ spot, amount: '10.00' })),
  // An odd stake: a tie gives half back, rounded down to the satang.
  DRAGON_TIGER: [
    { spot: 'DRAGON', amount: '10.01' },
    { spot: 'TIGER', amount: '10.01' },
    { spot: 'TIE', amount: '10.00' },
    { spot: 'DRAGON', amount: '20.00' },
    { spot: 'TIGER', amount: '5.00' },
  ],
};

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  describe(`table games (${label})`, () => {
    jest.setTimeout(300_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let cleanup: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const prepared = await setup();
      cleanup = prepared.cleanup;
      // A long betting window and no schedules: the test closes each round itself, as the operator's deal-now does.
      platform = await startPlatform({ ...prepared.env, LOG_LEVEL: 'warn', LIVE_BET_MS: '600000', LOTTERY_SCHEDULES: 'off' });
      client = new MoneyClient(platform.url, platform.operatorKey);
    });

    afterAll(async () => {
      await platform?.stop();
      await cleanup();
    });

    it.each(Object.keys(BETS) as (keyof typeof BETS)[])('%s: bets on the open round, settled once by four runners, each paid by the rules; the ledger reconciles', async (game) => {
      const { segment } = LIVE_TABLES[game];
      const bets = BETS[game];
      const prefix = `${segment.replace('-', '').slice(0, 6)}${label[0].toLowerCase()}`;
      const accounts = bets.map((_, i) => `${prefix}${String(i).padStart(2, '0')}`);
      await Promise.all(accounts.map((account) => client.createMember(account, '100.00')));
      const tokens = await Promise.all(accounts.map((account) => client.login(account, 'Load@2026')));
      const [tile] = (await client.call(`/wps/relay/GCSGAME_gameList?gameType=LIVE&keyword=${encodeURIComponent(game === 'SIC_BO' ? 'sic bo' : game === 'ROULETTE' ? 'roulette' : 'dragon tiger')}&pageSize=1`)).body.value.list;
      expect(tile).toMatchObject({ localGame: game, standIn: false });

      const table = (await client.call<LiveTable>(`/lgw/live/${segment}`, { token: tokens[0] })).body.value!;
      const round = table.current;
      expect(round).toMatchObject({ game, table: LIVE_TABLES[game].table, state: 'open', seed: null, result: null });

      // Refused, nothing moved: another game's spot; this round at another table; another table's round here.
      const { entries } = await client.reconcile();
      const otherSpot = await client.call(`/lgw/live/${segment}/bet`, { method: 'POST', token: tokens[0], key: randomUUID(), json: { roundId: round.roundId, side: 'PLAYER', amount: '1.00' } });
      expect(otherSpot).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
      const wrongTable = await client.call('/lgw/live/baccarat/bet', { method: 'POST', token: tokens[0], key: randomUUID(), json: { roundId: round.roundId, side: 'PLAYER', amount: '1.00' } });
      expect(wrongTable).toMatchObject({ status: 404, body: { code: 'live_round_not_found' } });
      const unknownTable = await client.call('/lgw/live/blackjack/bet', { method: 'POST', token: tokens[0], key: randomUUID(), json: { roundId: round.roundId, side: 'PLAYER', amount: '1.00' } });
      expect(unknownTable).toMatchObject({ status: 404, body: { code: 'live_table_not_found' } });
      expect((await client.reconcile()).entries).toBe(entries);

      const keys = bets.map(() => randomUUID());
      const bet = (i: number) =>
        client.call<{ bet: LiveBet; balance: string }>(`/lgw/live/${segment}/bet`, { method: 'POST', token: tokens[i], key: keys[i], json: { roundId: round.roundId, side: bets[i].spot, amount: bets[i].amount, gameCode: tile.gameCode } });
      const answers = await Promise.all(bets.map((_, i) => bet(i)));
      expect(answers.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual([]);
      answers.forEach((answer, i) => expect(cents(answer.body.value!.balance)).toBe(10_000 - cents(bets[i].amount)));
      // A double click: the same answers, nothing moved again.
      const replays = await Promise.all(bets.map((_, i) => bet(i)));
      expect(replays.map((a) => a.body)).toEqual(answers.map((a) => a.body));
      expect((await client.reconcile()).entries).toBe(entries + bets.length);

      const runs = await Promise.all(Array.from({ length: 4 }, () => client.admin('POST', `/live/${segment}/deal-now`)));
      expect(runs.every((r) => r.body.success)).toBe(true);
      const settledHere = runs.filter((r) => r.body.value.roundId === round.roundId && r.body.value.settled);
      expect(settledHere).toHaveLength(1);
      expect(settledHere[0].body.value.bets).toBe(bets.length);

      const after = (await client.call<LiveTable>(`/lgw/live/${segment}`, { token: tokens[0] })).body.value!;
      const dealt = after.history.find((r) => r.roundId === round.roundId)!;
      expect(dealt.state).toBe('settled');
      expect(seedHashOf(dealt.seed!)).toBe(round.seedHash);
      expect(LIVE_RULES[game].deal(dealt.seed!, dealt.table, dealt.roundNo)).toEqual(dealt.result);
      expect(after.current.roundId).not.toBe(round.roundId);

      const late = await client.call(`/lgw/live/${segment}/bet`, { method: 'POST', token: tokens[0], key: randomUUID(), json: { roundId: round.roundId, side: LIVE_SPOTS[game][0], amount: '1.00' } });
      expect(late).toMatchObject({ status: 409, body: { code: ROUND_CLOSED.code } });

      const outcomes = bets.map(({ spot, amount }) => LIVE_RULES[game].outcome(spot, BigInt(cents(amount)), dealt.result!));
      const balances = await Promise.all(tokens.map((token) => client.balance(token)));
      expect(balances.map(cents)).toEqual(bets.map(({ amount }, i) => 10_000 - cents(amount) + Number(outcomes[i].payout)));
      const mine = (await client.call<{ list: LiveBet[] }>(`/lgw/live/${segment}/bets?limit=5`, { token: tokens[0] })).body.value!.list;
      expect(mine).toEqual([expect.objectContaining({ roundId: round.roundId, side: bets[0].spot, state: outcomes[0].state })]);

      // The betting record names the tile the table was opened from and the round's outcome.
      const dates = `startDate=${Date.now() - DAY}&endDate=${Date.now() + 60_000}`;
      const records = (await client.call(`/wps/relay/getPersonalHistory?gameType=LIVE&${dates}`, { token: tokens[0] })).body.value;
      expect(records.list).toEqual([
        expect.objectContaining({
          gameName: tile.displayName,
          detail: { kind: 'live', table: LIVE_TABLES[game].table, roundNo: round.roundNo, side: bets[0].spot, outcome: LIVE_RULES[game].summary(dealt.result!) },
        }),
      ]);
      expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00' });
    });

    it('records a bet made from a stand-in tile under a game of the table’s own kind, not the stand-in', async () => {
      const account = `standin${label[0].toLowerCase()}`;
      await client.createMember(account, '100.00');
      const token = await client.login(account, 'Load@2026');
      const [cardGame] = (await client.call('/wps/relay/GCSGAME_gameList?gameType=PVP&pageSize=1')).body.value.list;
      expect(cardGame).toMatchObject({ localGame: 'BACCARAT', standIn: true });
      const { current } = (await client.call<LiveTable>('/lgw/live/baccarat', { token })).body.value!;
      const placed = await client.call('/lgw/live/baccarat/bet', { method: 'POST', token, key: randomUUID(), json: { roundId: current.roundId, side: 'BANKER', amount: '5.00', gameCode: cardGame.gameCode } });
      expect(placed.status).toBe(200);
      expect((await client.admin('POST', '/live/baccarat/deal-now')).body.value).toMatchObject({ roundId: current.roundId, settled: true });
      const dates = `startDate=${Date.now() - DAY}&endDate=${Date.now() + 60_000}`;
      const [record] = (await client.call(`/wps/relay/getPersonalHistory?gameType=LIVE&${dates}`, { token })).body.value.list;
      expect(record.gameName).toMatch(/baccarat/i);
      expect((await client.call(`/wps/relay/getPersonalHistory?gameType=PVP&${dates}`, { token })).body.value.list).toEqual([]);
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
