import { z } from 'zod';

// Row ids are PostgreSQL `integer` (serial) columns: a larger number reaches the database as an
// out-of-range error (a 500) unless it is refused here, as validation_failed.

/** The largest row id: PostgreSQL's `integer`. */
export const RECORD_ID_MAX = 2_147_483_647;

/** A row id in a JSON body: a whole number from 1 to RECORD_ID_MAX. */
export const recordId = z.number().int().min(1).max(RECORD_ID_MAX);

/** A row id from a path segment or a query string (text), with the same bounds. */
export const recordIdParam = z.coerce.number().int().min(1).max(RECORD_ID_MAX);
