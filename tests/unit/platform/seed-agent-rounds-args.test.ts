/** @jest-environment node */
import { parseSeedAgentRoundsArgs, SEED_AGENT_ROUNDS_MAX } from '@/platform/src/seed/seed-agent-rounds';

describe('npm run ops -- seed-agent-rounds', () => {
  it('defaults to a million rounds under agent01, and takes --agent and --rounds in any order', () => {
    expect(parseSeedAgentRoundsArgs([])).toEqual({ agent: 'agent01', rounds: 1_000_000 });
    expect(parseSeedAgentRoundsArgs(['--rounds', '20000', '--agent', 'agent02'])).toEqual({ agent: 'agent02', rounds: 20_000 });
  });

  it('refuses unknown flags, missing values, odd accounts and counts out of range', () => {
    for (const args of [['--agent'], ['--rounds', '0'], ['--rounds', '1e6'], ['--rounds', String(SEED_AGENT_ROUNDS_MAX + 1)], ['--agent', "a' or 1=1"], ['--members', '3'], ['agent01']]) {
      expect(parseSeedAgentRoundsArgs(args)).toBeUndefined();
    }
  });
});
