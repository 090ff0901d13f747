/** @jest-environment node */
// Member records and transfers against PostgreSQL: a fresh database per run, dropped afterwards.
// Skipped (with the reason logged) when nothing accepts connections on 127.0.0.1:5432.
import { defineCashierRecordsSuite } from './cashier-records-contract';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the PostgreSQL records suite: nothing accepts connections for ${ADMIN_URL}`);

(reachable ? describe : describe.skip)('records and transfers on PostgreSQL', () => {
  const database = testDatabase();
  let url: string | undefined;
  defineCashierRecordsSuite(async () => ({ DATABASE_URL: (url ??= await database.create()) }));
  afterAll(() => database.drop());
});
