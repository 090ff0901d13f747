import { z } from 'zod';

/** One row of GET /wps/winners/board. */
export const winnerSchema = z.object({
  customerName: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  winAmount: z.string().regex(/^\d+\.\d{2}$/),
  wonAt: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
