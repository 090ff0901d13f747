/** @jest-environment node */
// The agent programme a guest reads (GET /wps/agent/programme, the portal's /affiliate page): the
// rebate ceilings above zero, the contract kinds whose agent-center entry is on, transfers and the
// account cap, all as the operator set them; a ceiling set to zero or a contract flag turned off
// disappears from it, and the public entry follows AGENTPOLICY3.
import { DEFAULT_REBATE_CEILINGS, formatRate, REBATE_SERIES } from '../../../contract/agent-team';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  describe(`agent programme (${label})`, () => {
    jest.setTimeout(300_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let cleanup: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const prepared = await setup();
      cleanup = prepared.cleanup;
      platform = await startPlatform({ ...prepared.env, LOG_LEVEL: 'warn', LOTTERY_SCHEDULES: 'off' });
      client = new MoneyClient(platform.url, platform.operatorKey);
    });
    afterAll(async () => {
      await platform?.stop();
      await cleanup();
    });

    const programme = async () => (await client.call('/wps/agent/programme')).body.value;

    it('answers a guest with what the operator configured, and follows its changes', async () => {
      expect(await programme()).toEqual({
        open: true,
        rebates: REBATE_SERIES.map((series) => ({ series, ceiling: formatRate(DEFAULT_REBATE_CEILINGS[series]) })),
        contracts: ['dividend', 'daily', 'hourly', 'realtime'],
        transfers: true,
        accountsPerDay: 50,
      });

      expect((await client.admin('POST', '/agent/globalRebateSettings', { FISH: '0.00' })).body.success).toBe(true);
      expect((await client.admin('POST', '/flags/hourSalary', { enabled: false })).body.success).toBe(true);
      expect((await client.admin('POST', '/flags/AGENTPOLICY3', { enabled: false })).body.success).toBe(true);
      const changed = await programme();
      expect(changed.rebates.map((r: { series: string }) => r.series)).toEqual(REBATE_SERIES.filter((series) => series !== 'FISH'));
      expect(changed.contracts).toEqual(['dividend', 'daily', 'realtime']);
      expect(changed.open).toBe(false);
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
