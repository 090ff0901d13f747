// The local table games (baccarat, dragon tiger, roulette, sic bo): per game one shared round on a
// timer for every player, bets on its spots (contract/live-spots.ts), the outcome (provably fair,
// from the round's committed seed) streamed to browsers.
import { z } from 'zod';
import { recordId } from './record-id';
import { amountSchema, moneyText } from './money';
import { BACCARAT_SPOTS, DRAGON_TIGER_SPOTS, LIVE_GAMES, LIVE_SPOTS, type LiveGame } from './live-spots';

/** Each game's table code (live_rounds.table_code) and its segment in the URLs (/lgw/live/<segment>). */
export const LIVE_TABLES: Record<LiveGame, { table: string; segment: string }> = {
  BACCARAT: { table: 'BAC1', segment: 'baccarat' },
  DRAGON_TIGER: { table: 'DT1', segment: 'dragon-tiger' },
  ROULETTE: { table: 'RO1', segment: 'roulette' },
  SIC_BO: { table: 'SB1', segment: 'sic-bo' },
};
export const LIVE_SEGMENTS = LIVE_GAMES.map((game) => LIVE_TABLES[game].segment);

export function liveGameOfSegment(segment: string): LiveGame | undefined {
  return LIVE_GAMES.find((game) => LIVE_TABLES[game].segment === segment);
}

export function liveGameOfTable(table: string): LiveGame | undefined {
  return LIVE_GAMES.find((game) => LIVE_TABLES[game].table === table);
}

export const cardSchema = z.object({ rank: z.number().int().min(1).max(13), suit: z.enum(['S', 'H', 'D', 'C']) });
export type Card = z.infer<typeof cardSchema>;

export const baccaratResultSchema = z.object({
  player: z.array(cardSchema),
  banker: z.array(cardSchema),
  playerTotal: z.number(),
  bankerTotal: z.number(),
  winner: z.enum(BACCARAT_SPOTS),
});
export type BaccaratResult = z.infer<typeof baccaratResultSchema>;

export const dragonTigerResultSchema = z.object({ dragon: cardSchema, tiger: cardSchema, winner: z.enum(DRAGON_TIGER_SPOTS) });
export type DragonTigerResult = z.infer<typeof dragonTigerResultSchema>;

export const rouletteResultSchema = z.object({ number: z.number().int().min(0).max(36) });
export type RouletteResult = z.infer<typeof rouletteResultSchema>;

export const sicBoResultSchema = z.object({ dice: z.array(z.number().int().min(1).max(6)).length(3), total: z.number() });
export type SicBoResult = z.infer<typeof sicBoResultSchema>;

export const liveResultSchema = z.union([baccaratResultSchema, dragonTigerResultSchema, rouletteResultSchema, sicBoResultSchema]);
export type LiveResult = z.infer<typeof liveResultSchema>;

export const liveRoundSchema = z.object({
  roundId: z.number(),
  game: z.enum(LIVE_GAMES),
  table: z.string(),
  roundNo: z.number(),
  state: z.enum(['open', 'dealt', 'settled']),
  closesAt: z.string(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  result: liveResultSchema.nullable(),
});
export type LiveRound = z.infer<typeof liveRoundSchema>;

/** How many settled outcomes the table answer's road holds: twelve columns of a six-row bead plate. */
export const LIVE_ROAD_LENGTH = 72;

/**
 * One settled round as the road maps draw it, and no more: the winner (baccarat, dragon tiger; TIE
 * included), the number (roulette) or the three dice (sic bo).
 */
export const liveRoadEntrySchema = z.union([z.enum([...BACCARAT_SPOTS, ...DRAGON_TIGER_SPOTS]), z.number().int().min(0).max(36), z.array(z.number().int().min(1).max(6)).length(3)]);
export type LiveRoadEntry = z.infer<typeof liveRoadEntrySchema>;

export function roadEntryOf(result: LiveResult): LiveRoadEntry {
  if ('winner' in result) return result.winner;
  if ('number' in result) return result.number;
  return result.dice;
}

/** The table: its open round, the latest rounds in full (newest first) and the road (up to LIVE_ROAD_LENGTH outcomes, oldest first). */
export const liveTableSchema = z.object({
  current: liveRoundSchema,
  history: z.array(liveRoundSchema),
  road: z.array(liveRoadEntrySchema).default([]),
  minBet: moneyText,
  maxBet: moneyText,
  /** How long each round takes bets (LIVE_BET_MS), in whole seconds: the round timer's full length. */
  betSeconds: z.number().int().positive(),
  serverTime: z.string(),
});
export type LiveTable = z.infer<typeof liveTableSchema>;

/** A bet on a game's open round: one of the game's spots; `gameCode` names the tile it was opened from (betting records). */
export function liveBetBodyOf(game: LiveGame) {
  return z.object({
    roundId: recordId,
    side: z.string().refine((spot) => LIVE_SPOTS[game].includes(spot)),
    amount: amountSchema,
    gameCode: z.string().regex(/^[A-Za-z0-9_]{1,40}$/).optional(),
  });
}
export type LiveBetBody = z.infer<ReturnType<typeof liveBetBodyOf>>;
/** Baccarat's bet body (the first table's). */
export const liveBetBody = liveBetBodyOf('BACCARAT');

/** A bet's end: won, lost, returned (a baccarat tie) or half returned (dragon tiger's tie). */
export const LIVE_BET_STATES = ['placed', 'won', 'lost', 'push', 'half'] as const;

export const liveBetSchema = z.object({
  betId: z.number(),
  roundId: z.number(),
  roundNo: z.number(),
  side: z.string(),
  amount: moneyText,
  state: z.enum(LIVE_BET_STATES),
  payout: moneyText,
  placedAt: z.string(),
});
export type LiveBet = z.infer<typeof liveBetSchema>;
export const liveBetReceiptSchema = z.object({ bet: liveBetSchema, balance: moneyText });
export const liveBetsSchema = z.object({ list: z.array(liveBetSchema) });

export const ROUND_CLOSED = { code: 'live_round_closed', message: 'Betting for this round is closed, please wait for the next round' } as const;
