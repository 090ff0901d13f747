/** @jest-environment node */
// One turnover figure (issue #30: VIP showed 5.00 after 45.00 of bets while profit/loss showed
// 45.00): a member spins a slot for 5.00 and bets 40.00 on an event-board event that is then
// settled, and leaves 10.00 on an event still open. Profit/loss, VIP progress (month and total) and
// a turnover mission over every product all read 45.00, and a rounds mission two rounds: the
// settled bets, counted by one rule (platform/src/modules/games/queries/settled-bets.ts); the open bet in none.
import { randomUUID } from 'node:crypto';
import type { EventBoardView } from '../../../contract/event-board';
import { cheapSlot, MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  describe(`turnover (${label})`, () => {
    jest.setTimeout(300_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let cleanup: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const prepared = await setup();
      cleanup = prepared.cleanup;
      platform = await startPlatform({ ...prepared.env, LOG_LEVEL: 'warn', LOTTERY_SCHEDULES: 'off', BOARD_EVENT_MS: '600000' });
      client = new MoneyClient(platform.url, platform.operatorKey);
    });
    afterAll(async () => {
      await platform?.stop();
      await cleanup();
    });

    it('profit/loss, VIP and missions count the same settled bets', async () => {
      const account = `to${label[0].toLowerCase()}${Date.now().toString(36).slice(-5)}`;
      await client.createMember(account, '500.00');
      const token = await client.login(account, 'Load@2026');
      const start = new Date(Date.now() - 60_000).toISOString();
      const end = new Date(Date.now() + 86_400_000).toISOString();
      const turnoverMission = await client.admin('POST', '/loyalty/missions', {
        title: { en: 'Any turnover' },
        metric: 'turnover',
        series: 'ALL',
        startTime: start,
        endTime: end,
        milestones: [{ target: '1000.00', reward: '1.00' }],
      });
      expect(turnoverMission.body.success).toBe(true);

      const playToken = await client.openGame(token, await cheapSlot(client, token));
      expect((await client.spin(playToken, `to-${randomUUID()}`, '5.00')).status).toBe(200);

      const board = (await client.call<EventBoardView>('/lgw/board/sports', { token })).body.value!;
      const [settled, open] = board.events;
      const bet = (eventId: number, odds: string, amount: string) =>
        client.call('/lgw/board/sports/bet', { method: 'POST', token, key: randomUUID(), json: { eventId, pick: 'HOME', odds, amount, gameCode: 'SBO_00001' } });
      expect((await bet(settled.eventId, settled.odds.HOME, '40.00')).status).toBe(200);
      expect((await bet(open.eventId, open.odds.HOME, '10.00')).status).toBe(200);
      expect((await client.admin('POST', `/board/events/${settled.eventId}/close`)).body.success).toBe(true);
      expect((await client.admin('POST', `/board/events/${settled.eventId}/settle`)).body.success).toBe(true);

      const now = Date.now();
      const profit = (await client.call(`/wps/relay/ODSFE2_MemPNLDet?startDate=${now - 3_600_000}&endDate=${now + 60_000}`, { token })).body.value;
      expect(profit.total).toMatchObject({ rounds: 2, betAmount: '45.00' });

      const vip = (await client.call('/wps/relay/MCSFE_getPlayerRankProgress', { token })).body.value;
      expect(vip.monthlyTurnover.actual).toBe('45.00');
      expect(vip.totalTurnover.actual).toBe('45.00');

      const missions = (await client.call<{ list: { missionId: number; metric: string; series: string; progress: string }[] }>('/wps/relay/MCSFE_getMissionSummaryDetails?status=O&page=1&size=50', { token })).body.value!.list;
      const mine = missions.find((m) => m.missionId === turnoverMission.body.value.missionId)!;
      expect(Number(mine.progress)).toBe(45);
      // The seeded 'Play 100 rounds' mission (ALL): the spin and the settled board bet.
      expect(missions.find((m) => m.metric === 'rounds' && m.series === 'ALL')!.progress).toBe('2');
      expect((await client.reconcile()).ok).toBe(true);
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
