import { z } from 'zod';
import { outsideUrl } from './site-resources';

/**
 * The operator's gaming licence (GET /wps/system/licence): who issued it, its number and the
 * operator's statement in the reader's language. `null` when the operator has not configured one.
 */
export const siteLicenceSchema = z
  .object({
    authority: z.string().min(1).max(120),
    number: z.string().min(1).max(64),
    text: z.string().max(2000),
    /** The authority's seal or the certificate, an https image the licence popup shows; absent for none. */
    imageUrl: z.string().optional(),
  })
  .nullable();
export type SiteLicence = z.infer<typeof siteLicenceSchema>;

/** What an operator stores (PUT /admin/licence): the statement per language, English the fallback. */
export const storedLicenceSchema = z.object({
  authority: z.string().trim().min(1).max(120),
  number: z.string().trim().min(1).max(64),
  text: z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/), z.string().trim().min(1).max(2000)).refine((text) => 'en' in text, 'text.en is required'),
  /** An https image of a real host (the authority's seal, the certificate); '' or absent for none. */
  imageUrl: z.union([z.literal(''), outsideUrl]).optional(),
});
export type StoredLicence = z.infer<typeof storedLicenceSchema>;
