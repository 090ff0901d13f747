/** @jest-environment node */
// The profile and security center against a real process on embedded PGlite.
import { defineMemberProfileSuite } from './member-profile-contract';

describe('member profile on PGlite', () => {
  defineMemberProfileSuite(async () => ({}));
});
