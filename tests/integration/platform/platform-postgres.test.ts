/** @jest-environment node */
// The platform contract against PostgreSQL: a fresh database per run, dropped afterwards.
// Skipped (with the reason logged) when nothing accepts connections on 127.0.0.1:5432.
import { definePlatformSuite } from './platform-contract';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the PostgreSQL platform suite: nothing accepts connections for ${ADMIN_URL}`);

(reachable ? describe : describe.skip)('platform on PostgreSQL', () => {
  const database = testDatabase();
  definePlatformSuite(async () => ({ DATABASE_URL: await database.create() }));
  afterAll(() => database.drop());
});
