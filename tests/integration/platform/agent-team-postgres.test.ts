/** @jest-environment node */
// The agent's team on PostgreSQL (the suite: agent-team-contract.ts); skipped when no server answers.
import { defineAgentTeamSuite } from './agent-team-contract';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(120_000);

(postgresReachable() ? describe : describe.skip)('agent team on PostgreSQL', () => {
  const database = testDatabase();
  defineAgentTeamSuite(() => database.create());
  afterAll(() => database.drop());
});
