import { z } from 'zod';
import { RECORD_ID_MAX } from '@/contract/record-id';

/** A favourite toggle (spec §7: add {nodeId, vendor, gameType}, remove {nodeId}). */
export const favouriteBodySchema = z.object({
  nodeId: z.number({ error: 'required' }).int('not_whole').min(1, 'too_small').max(RECORD_ID_MAX, 'too_large'),
  vendor: z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'invalid').optional(),
  gameType: z.string().regex(/^[A-Z]{2,12}$/, 'invalid').optional(),
});
export type FavouriteBody = z.infer<typeof favouriteBodySchema>;
