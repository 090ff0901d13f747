/** @jest-environment node */
// The profile and security center against PostgreSQL (new SQL: migration 0021, the e-mail and
// mobile locks): a fresh database per run, dropped afterwards. Skipped when PostgreSQL is down.
import { defineMemberProfileSuite } from './member-profile-contract';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the PostgreSQL member profile suite: nothing accepts connections for ${ADMIN_URL}`);

(reachable ? describe : describe.skip)('member profile on PostgreSQL', () => {
  const database = testDatabase();
  defineMemberProfileSuite(async () => ({ DATABASE_URL: await database.create() }));
  afterAll(() => database.drop());
});
