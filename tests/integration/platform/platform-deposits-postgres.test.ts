/** @jest-environment node */
// Deposits on PostgreSQL in a platform process: deposit-scenarios.ts, plus the expiry job (the
// test moves an order's expiry into the past through SQL). Skipped when no server answers.
import postgres from 'postgres';
import { depositScenarios, GATEWAY_SECRET } from './deposit-scenarios';
import { startPlatform, type RunningPlatform } from './platform-process';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the PostgreSQL deposit suite: nothing accepts connections for ${ADMIN_URL}`);

(reachable ? describe : describe.skip)('deposits (PostgreSQL)', () => {
  jest.setTimeout(120_000);
  const database = testDatabase();
  let platform: RunningPlatform | undefined;
  let sql: postgres.Sql | undefined;
  depositScenarios(
    async () => {
      const url = await database.create();
      sql = postgres(url, { max: 2, onnotice: () => undefined });
      platform = await startPlatform({ DATABASE_URL: url, PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET, DEPOSIT_EXPIRY_INTERVAL_MS: '200', LOG_LEVEL: 'warn' });
      const db = sql;
      return {
        platform,
        expireNow: async (depositId) => {
          await db`update deposit_orders set expires_at = now() - interval '1 second' where deposit_id = ${depositId}`;
        },
        turnoverOf: async (depositId) => {
          const [row] = await db`select (required / 100.0)::numeric(18,2)::text as required from turnover_requirements where source = 'deposit' and reference = ${depositId}`;
          return row?.required as string | undefined;
        },
      };
    },
    async () => {
      await platform?.stop();
      await sql?.end();
      await database.drop();
    },
  );
});
