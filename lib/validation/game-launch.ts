import { z } from 'zod';

/** What the game pages send to launch (spec §7 launch game; lottery lobby: launchMode LOTT). */
export const gameLaunchQuerySchema = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'invalid'),
  gameType: z.string().regex(/^[A-Z]{2,16}$/, 'invalid').optional(),
  launchMode: z.enum(['GAME', 'LOTT']).default('GAME'),
});
export type GameLaunchQuery = z.infer<typeof gameLaunchQuerySchema>;
