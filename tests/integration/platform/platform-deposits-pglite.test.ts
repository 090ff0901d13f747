/** @jest-environment node */
// Deposits on the default database (PGlite) in a platform process: deposit-scenarios.ts.
import { depositScenarios, GATEWAY_SECRET } from './deposit-scenarios';
import { startPlatform, type RunningPlatform } from './platform-process';

describe('deposits (PGlite)', () => {
  jest.setTimeout(120_000);
  let platform: RunningPlatform | undefined;
  depositScenarios(
    async () => {
      platform = await startPlatform({ PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET, LOG_LEVEL: 'warn' });
      return { platform };
    },
    async () => platform?.stop(),
  );
});
