/** @jest-environment node */
// Withdrawals on the default database (PGlite), in a platform process of their own.
import { startCashierPlatform } from './cashier-harness';
import { withdrawScenarios } from './withdraw-scenarios';

jest.setTimeout(120_000);

describe('withdrawals (PGlite)', () => {
  withdrawScenarios(() => startCashierPlatform());
});
