/** @jest-environment node */
// The accounts contract against a real process on embedded PGlite.
import { defineAccountsSuite } from './accounts-contract';

describe('platform accounts on PGlite', () => {
  defineAccountsSuite(async () => ({}));
});
