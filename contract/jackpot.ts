import { z } from 'zod';

/** GET /wps/game/jackpot: the progressive jackpot's pool now (a money string, 2 decimals). */
export const jackpotSchema = z.object({ pool: z.string().regex(/^\d+\.\d{2}$/) });
export type Jackpot = z.infer<typeof jackpotSchema>;

/** How long the platform and the portal keep a read of the pool. */
export const JACKPOT_CACHE_SECONDS = 5;
