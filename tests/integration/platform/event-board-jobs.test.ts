/** @jest-environment node */
// The event boards on their schedule: events every 20 s, each settled by its `board-settle` job when
// it closes, with nobody calling the operator. On PGlite one platform runs the jobs; on PostgreSQL two
// platform instances share the database and its job queue, and the event is still paid once.
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { EventBet, EventBoardView } from '../../../contract/event-board';
import { eventPayout } from '../../../platform/src/modules/games/rules/board-bet-outcome';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

const cents = (money: string) => Math.round(Number(money) * 100);

function suite(label: string, instances: 1 | 2, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  describe(`event boards on the job queue (${label}, ${instances} instance${instances > 1 ? 's' : ''})`, () => {
    jest.setTimeout(300_000);
    const platforms: RunningPlatform[] = [];
    let clients: MoneyClient[] = [];
    let cleanup: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const prepared = await setup();
      cleanup = prepared.cleanup;
      const operatorKey = randomBytes(18).toString('base64url');
      const env = { ...prepared.env, LOG_LEVEL: 'warn', OPERATOR_KEY: operatorKey, BOARD_EVENT_MS: '20000', SETTLEMENT_SCHEDULES: 'off' };
      platforms.push(await startPlatform(env));
      // A second instance shares the first one's keys and the database (and so the job queue).
      if (instances === 2) platforms.push(await startPlatform(env, { dataDir: platforms[0].dataDir }));
      clients = platforms.map((p) => new MoneyClient(p.url, operatorKey));
    });

    afterAll(async () => {
      const dataDir = platforms[0]?.dataDir;
      for (const platform of platforms.reverse()) await platform.stop();
      if (instances === 2 && dataDir) await rm(dataDir, { recursive: true, force: true });
      await cleanup();
    });

    it('settles a closed event by its job, once, and the winner is paid once', async () => {
      const [first] = clients;
      const account = `ebj${label[0].toLowerCase()}${instances}`;
      await first.createMember(account, '500.00');
      const token = await first.login(account, 'Load@2026');
      const board = (await first.call<EventBoardView>('/lgw/board/esports', { token })).body.value!;
      // The soonest event with at least 6 s of betting left.
      const event = board.events.find((e) => Date.parse(e.closesAt) - Date.parse(board.serverTime) > 6_000)!;
      expect(event).toBeDefined();
      const placed = await first.call<{ bet: EventBet }>('/lgw/board/esports/bet', {
        method: 'POST',
        token,
        key: randomUUID(),
        json: { eventId: event.eventId, pick: 'HOME', odds: event.odds.HOME, amount: '10.00' },
      });
      // A tick may have moved the odds between the read and the bet: then bet at the new odds.
      let odds = event.odds.HOME;
      if (placed.status === 409 && placed.body.code === 'odds_changed') {
        odds = (placed.body.value as unknown as { odds: Record<string, string> }).odds.HOME;
        const again = await first.call('/lgw/board/esports/bet', { method: 'POST', token, key: randomUUID(), json: { eventId: event.eventId, pick: 'HOME', odds, amount: '10.00' } });
        expect(again.status).toBe(200);
      } else {
        expect(placed.status).toBe(200);
      }

      // No operator call: the job settles the event once its betting closes.
      const deadline = Date.now() + 120_000;
      let bet: EventBet | undefined;
      while (Date.now() < deadline) {
        const via = clients[Math.floor(Math.random() * clients.length)];
        bet = (await via.call<{ list: EventBet[] }>('/lgw/board/bets', { token })).body.value!.list.find((b) => b.eventId === event.eventId);
        if (bet && bet.state !== 'placed') break;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(bet?.state).toMatch(/^(won|lost)$/);
      const win = bet!.state === 'won' ? Number(eventPayout(1000n, odds)) : 0;
      expect(bet!.payout).toBe((win / 100).toFixed(2));
      // Every instance's runner asked again pays nothing more.
      for (const client of clients) expect((await client.admin('POST', `/board/events/${event.eventId}/settle`)).body.value).toMatchObject({ settled: false });
      expect(cents(await first.balance(token))).toBe(50_000 - 1000 + win);
      expect(await first.reconcile()).toMatchObject({ ok: true, total: '0.00' });
    });
  });
}

suite('PGlite', 1, async () => ({ env: {}, cleanup: async () => undefined }));

if (postgresReachable()) {
  suite('PostgreSQL', 2, async () => {
    const database = testDatabase();
    const url = await database.create();
    return { env: { DATABASE_URL: url }, cleanup: () => database.drop() };
  });
}
