import { z } from 'zod';

/**
 * The operator's gaming licence (GET /wps/system/licence): who issued it, its number and the
 * operator's statement in the reader's language. `null` when the operator has not configured one.
 */
export const siteLicenceSchema = z
  .object({
    authority: z.string().min(1).max(120),
    number: z.string().min(1).max(64),
    text: z.string().max(2000),
  })
  .nullable();
export type SiteLicence = z.infer<typeof siteLicenceSchema>;

/** What an operator stores (PUT /admin/licence): the statement per language, English the fallback. */
export const storedLicenceSchema = z.object({
  authority: z.string().trim().min(1).max(120),
  number: z.string().trim().min(1).max(64),
  text: z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/), z.string().trim().min(1).max(2000)).refine((text) => 'en' in text, 'text.en is required'),
});
export type StoredLicence = z.infer<typeof storedLicenceSchema>;
