/** @jest-environment node */
// The jackpot pool on a fresh PostgreSQL database (real row locks and concurrency); skipped, with
// the reason logged, when nothing accepts connections on 127.0.0.1:5432.
import { startJackpotLedger, type JackpotLedger } from './jackpot-harness';
import { jackpotScenarios } from './jackpot-scenarios';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(120_000);
const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the PostgreSQL jackpot suite: nothing accepts connections for ${ADMIN_URL}`);

(reachable ? describe : describe.skip)('jackpot pool (PostgreSQL)', () => {
  const database = testDatabase();
  jackpotScenarios(async (): Promise<JackpotLedger> => {
    const ledger = await startJackpotLedger(await database.create());
    return {
      ...ledger,
      stop: async () => {
        await ledger.stop();
        await database.drop();
      },
    };
  });
});
