/** @jest-environment node */
// The agent's team on PGlite (the suite: agent-team-contract.ts).
import { defineAgentTeamSuite } from './agent-team-contract';

jest.setTimeout(120_000);

describe('agent team on PGlite', () => {
  defineAgentTeamSuite(async () => undefined);
});
