/** @jest-environment node */
// The live baccarat table on PGlite and on PostgreSQL: one shared round, many players (200 in the soak run) betting at once
// (each bet one debit, replays move nothing), a bet after the round closed refused, the round
// settled by several runners at once paying once (winners, pushes on a tie), the seed proving the
// cards, and the ledger reconciled.
import { randomUUID } from 'node:crypto';
import { BACCARAT_SPOTS } from '../../../contract/live-spots';
import { LIVE_ROAD_LENGTH, ROUND_CLOSED, type BaccaratResult, type LiveTable } from '../../../contract/live-table';
import { betOutcome, dealRound } from '../../../platform/src/modules/games/rules/baccarat';
import { seedHashOf } from '../../../platform/src/modules/games/rules/provably-fair';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';
import { sized } from '../../support/soak';

const cents = (money: string) => Math.round(Number(money) * 100);
/** Players on the one round (full size under `npm run test:soak`). */
const PLAYERS = sized(30, 200);

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  describe(`live table (${label})`, () => {
    jest.setTimeout(300_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let cleanup: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const prepared = await setup();
      cleanup = prepared.cleanup;
      // A long betting window: the test closes the round itself, as the operator's deal-now does.
      platform = await startPlatform({ ...prepared.env, LOG_LEVEL: 'warn', LIVE_BET_MS: '600000' });
      client = new MoneyClient(platform.url, platform.operatorKey);
    });

    afterAll(async () => {
      await platform?.stop();
      await cleanup();
    });

    it(`${PLAYERS} players bet on one round at once; settled by 8 runners, every bet is paid once and the ledger reconciles`, async () => {
      const tokens: string[] = [];
      for (let i = 0; i < PLAYERS; i += 20) {
        const batch = Array.from({ length: Math.min(20, PLAYERS - i) }, (_, j) => `live${label[0].toLowerCase()}${String(i + j).padStart(3, '0')}`);
        await Promise.all(batch.map((account) => client.createMember(account, '100.00')));
        tokens.push(...(await Promise.all(batch.map((account) => client.login(account, 'Load@2026')))));
      }
      const table = (await client.call<LiveTable>('/lgw/live/baccarat', { token: tokens[0] })).body.value!;
      const round = table.current;
      expect(table.road).toEqual([]);
      expect(round).toMatchObject({ state: 'open', seed: null, result: null });

      const sides = tokens.map((_, i) => BACCARAT_SPOTS[i % 3]);
      const keys = tokens.map(() => randomUUID());
      const bet = (i: number) => client.call('/lgw/live/baccarat/bet', { method: 'POST', token: tokens[i], key: keys[i], json: { roundId: round.roundId, side: sides[i], amount: '10.00' } });
      const answers = await Promise.all(tokens.map((_, i) => bet(i)));
      expect(answers.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual([]);
      // A double click of the first ten: the same answers, nothing moved again.
      const replays = await Promise.all(Array.from({ length: 10 }, (_, i) => bet(i)));
      expect(replays.every((a, i) => JSON.stringify(a.body) === JSON.stringify(answers[i].body))).toBe(true);

      const { entries } = await client.reconcile();
      const runs = await Promise.all(Array.from({ length: 8 }, () => client.admin('POST', '/live/baccarat/deal-now')));
      expect(runs.every((r) => r.body.success)).toBe(true);
      // One runner settled this round (the others found it settled, or settled the next, empty round).
      const settledHere = runs.filter((r) => r.body.value.roundId === round.roundId && r.body.value.settled);
      expect(settledHere).toHaveLength(1);
      expect(settledHere[0].body.value.bets).toBe(PLAYERS);
      expect((await client.reconcile()).entries).toBeLessThanOrEqual(entries + 1);

      const after = (await client.call<LiveTable>('/lgw/live/baccarat', { token: tokens[0] })).body.value!;
      const dealt = after.history.find((r) => r.roundId === round.roundId)!;
      expect(dealt.state).toBe('settled');
      expect(seedHashOf(dealt.seed!)).toBe(round.seedHash);
      expect(dealRound(dealt.seed!, dealt.table, dealt.roundNo)).toEqual(dealt.result);
      // The road: the dealt rounds' winners, oldest first, the history's rounds at its end.
      expect(after.road.length).toBeLessThanOrEqual(LIVE_ROAD_LENGTH);
      expect(after.road.slice(-after.history.length)).toEqual(after.history.map((r) => (r.result as BaccaratResult).winner).reverse());
      expect(after.road).toContain((dealt.result as BaccaratResult).winner);
      expect(after.road.every((winner) => (BACCARAT_SPOTS as readonly unknown[]).includes(winner))).toBe(true);
      const late = await client.call('/lgw/live/baccarat/bet', { method: 'POST', token: tokens[0], key: randomUUID(), json: { roundId: round.roundId, side: 'PLAYER', amount: '10.00' } });
      expect(late).toMatchObject({ status: 409, body: { code: ROUND_CLOSED.code, message: ROUND_CLOSED.message } });

      const balances = await Promise.all(tokens.map((token) => client.balance(token)));
      balances.forEach((balance, i) => {
        const { payout } = betOutcome(sides[i], 1000n, (dealt.result as BaccaratResult).winner);
        expect(cents(balance)).toBe(10_000 - 1000 + Number(payout));
      });
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
