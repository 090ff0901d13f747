// The local live table (baccarat): one shared round on a timer for every player, bets on player,
// banker or tie, the deal (provably fair, from the round's committed seed) streamed to browsers.
import { z } from 'zod';
import { recordId } from './record-id';
import { amountSchema, moneyText } from './money';

export const BACCARAT_SIDES = ['PLAYER', 'BANKER', 'TIE'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];

/** Returns per 1.00 staked when the side wins (stake included): player 1:1, banker 0.95:1, tie 8:1. */
export const BACCARAT_RETURNS: Record<BaccaratSide, { num: bigint; den: bigint }> = {
  PLAYER: { num: 200n, den: 100n },
  BANKER: { num: 195n, den: 100n },
  TIE: { num: 900n, den: 100n },
};

export const cardSchema = z.object({ rank: z.number().int().min(1).max(13), suit: z.enum(['S', 'H', 'D', 'C']) });
export type Card = z.infer<typeof cardSchema>;

export const baccaratResultSchema = z.object({
  player: z.array(cardSchema),
  banker: z.array(cardSchema),
  playerTotal: z.number(),
  bankerTotal: z.number(),
  winner: z.enum(BACCARAT_SIDES),
});
export type BaccaratResult = z.infer<typeof baccaratResultSchema>;

export const liveRoundSchema = z.object({
  roundId: z.number(),
  table: z.string(),
  roundNo: z.number(),
  state: z.enum(['open', 'dealt', 'settled']),
  closesAt: z.string(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  result: baccaratResultSchema.nullable(),
});
export type LiveRound = z.infer<typeof liveRoundSchema>;

export const liveTableSchema = z.object({ current: liveRoundSchema, history: z.array(liveRoundSchema), minBet: moneyText, maxBet: moneyText, serverTime: z.string() });
export type LiveTable = z.infer<typeof liveTableSchema>;

export const liveBetBody = z.object({ roundId: recordId, side: z.enum(BACCARAT_SIDES), amount: amountSchema });
export type LiveBetBody = z.infer<typeof liveBetBody>;

export const liveBetSchema = z.object({
  betId: z.number(),
  roundId: z.number(),
  roundNo: z.number(),
  side: z.enum(BACCARAT_SIDES),
  amount: moneyText,
  state: z.enum(['placed', 'won', 'lost', 'push']),
  payout: moneyText,
  placedAt: z.string(),
});
export type LiveBet = z.infer<typeof liveBetSchema>;
export const liveBetReceiptSchema = z.object({ bet: liveBetSchema, balance: moneyText });
export const liveBetsSchema = z.object({ list: z.array(liveBetSchema) });

export const ROUND_CLOSED = { code: 'live_round_closed', message: 'Betting for this round is closed, please wait for the next round' } as const;
