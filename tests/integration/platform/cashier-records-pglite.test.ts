/** @jest-environment node */
// Member records and transfers against a real process on embedded PGlite.
import { defineCashierRecordsSuite } from './cashier-records-contract';

describe('records and transfers on PGlite', () => {
  defineCashierRecordsSuite(async () => ({}));
});
