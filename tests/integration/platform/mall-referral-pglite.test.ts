/** @jest-environment node */
// The points mall and referral on the default database (PGlite), in a platform process of their own.
import { startCashierPlatform } from './cashier-harness';
import { mallScenarios } from './mall-scenarios';

jest.setTimeout(120_000);

describe('points mall and referral (PGlite)', () => {
  mallScenarios(() => startCashierPlatform());
});
