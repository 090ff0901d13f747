/** @jest-environment node */
// The platform contract against a real process on embedded PGlite.
import { definePlatformSuite } from './platform-contract';

describe('platform on PGlite', () => {
  definePlatformSuite(async () => ({}));
});
