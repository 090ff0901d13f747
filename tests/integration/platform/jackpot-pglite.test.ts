/** @jest-environment node */
// The jackpot pool on the default database (PGlite), in a process of its own.
import { startJackpotLedger } from './jackpot-harness';
import { jackpotScenarios } from './jackpot-scenarios';

jest.setTimeout(120_000);

describe('jackpot pool (PGlite)', () => {
  jackpotScenarios(() => startJackpotLedger());
});
