/** @jest-environment node */
// The points mall and referral on a fresh PostgreSQL database (real row locks and concurrency);
// skipped, with the reason logged, when nothing accepts connections on 127.0.0.1:5432.
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { mallScenarios } from './mall-scenarios';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(120_000);
const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the PostgreSQL points mall suite: nothing accepts connections for ${ADMIN_URL}`);

(reachable ? describe : describe.skip)('points mall and referral (PostgreSQL)', () => {
  const database = testDatabase();
  mallScenarios(async (): Promise<CashierHarness> => {
    const harness = await startCashierPlatform(await database.create());
    return {
      ...harness,
      stop: async () => {
        await harness.stop();
        await database.drop();
      },
    };
  });
});
