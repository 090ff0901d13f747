// The local lottery (spec §4 prize modes, §7 lottery menus, opened numbers, lottery lobby): markets
// drawn on the platform's job queue, number bets on a draw, results with their provably-fair seed.
// Shared by the platform's routes (platform/src/modules/games/routes/lottery.ts) and the portal (lib/wps/lottery.ts).
import { z } from 'zod';
import { recordId } from './record-id';
import { amountSchema, moneyText } from './money';

/**
 * FAST: a quick draw every few minutes; TH: the daily Thai-style draw; VN: the daily Vietnamese-style
 * draw. All three are this site's own draws (its seeds, its schedule): none is the Thai Government
 * Lottery (drawn on the 1st and 16th) or a Vietnamese state lottery, and their names say so.
 */
export const LOTTERY_MARKETS = ['FAST', 'TH', 'VN'] as const;
export type LotteryMarket = (typeof LOTTERY_MARKETS)[number];

/** The markets' names in the upstream's menus (the portal shows its translations: lottery.market.*). */
export const LOTTERY_MARKET_NAMES: Record<LotteryMarket, string> = {
  FAST: 'Fast Lotto (in-house draw)',
  TH: 'Thai-style daily lotto (in-house draw)',
  VN: 'Vietnam-style daily lotto (in-house draw)',
};

/** The lobby pages (spec §2) and the markets each one sells. */
export const LOTTERY_PAGE_MARKETS = {
  lottery: ['FAST', 'TH'],
  seaLottery: ['FAST', 'TH'],
  vnLottery: ['VN', 'FAST'],
} as const satisfies Record<string, readonly LotteryMarket[]>;

/**
 * Bet types: 3-digit top (the last three digits of the first prize, in order), 3-digit tod (the same
 * three digits in any order), 2-digit top (the first prize's last two), 2-digit bottom (the bottom
 * prize), and 1-digit run on top (the digit among the last three of the first prize).
 */
export const LOTTERY_PLAYS = ['3TOP', '3TOD', '2TOP', '2BOTTOM', '1TOP'] as const;
export type LotteryPlay = (typeof LOTTERY_PLAYS)[number];
export const PLAY_DIGITS: Record<LotteryPlay, number> = { '3TOP': 3, '3TOD': 3, '2TOP': 2, '2BOTTOM': 2, '1TOP': 1 };

/** Spec §9 prize modes: each has its own odds (a bet's payout multiplier), from the operator's settings. */
export const PRIZE_MODES = ['LOTT', 'ELOTT', 'ZY', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The states of a draw: open for bets, closed (drawing), drawn (numbers out), settled (every bet paid). */
export const DRAW_STATES = ['open', 'drawn', 'settled'] as const;
export type DrawState = (typeof DRAW_STATES)[number];
export const BET_STATES = ['placed', 'won', 'lost'] as const;
export type BetState = (typeof BET_STATES)[number];

/** The most lines one slip may carry. */
export const MAX_SLIP_LINES = 20;

export const slipLineSchema = z
  .object({ play: z.enum(LOTTERY_PLAYS), number: z.string().regex(/^\d{1,3}$/), amount: amountSchema })
  .refine((line) => line.number.length === PLAY_DIGITS[line.play], { message: 'number_digits', path: ['number'] });
export type SlipLine = z.infer<typeof slipLineSchema>;

/** POST bet (Idempotency-Key): every line on one draw, paid in one ledger entry. */
export const betSlipBody = z.object({
  drawId: recordId,
  gameCode: z.string().regex(/^[A-Za-z0-9_]{1,40}$/).optional(),
  lines: z.array(slipLineSchema).min(1).max(MAX_SLIP_LINES),
});
export type BetSlipBody = z.infer<typeof betSlipBody>;

export const drawResultSchema = z.object({ first: z.string(), top3: z.string(), top2: z.string(), bottom2: z.string() });
export type DrawResult = z.infer<typeof drawResultSchema>;

export const drawSchema = z.object({
  drawId: z.number(),
  market: z.enum(LOTTERY_MARKETS),
  issue: z.string(),
  state: z.enum(DRAW_STATES),
  closesAt: z.string(),
  drawAt: z.string(),
  /** sha256 of the server seed, published before the first bet (provably fair). */
  seedHash: z.string(),
  /** Revealed once drawn: HMAC-SHA256(seed, "market:issue") gives the numbers. */
  seed: z.string().nullable(),
  result: drawResultSchema.nullable(),
});
export type Draw = z.infer<typeof drawSchema>;

export const oddsSchema = z.record(z.enum(LOTTERY_PLAYS), z.string());
export type LotteryOdds = z.infer<typeof oddsSchema>;

/** GET lottery lobby: per market its open draw and last results, with the odds of the prize mode. */
export const lotteryLobbySchema = z.object({
  prizeMode: z.enum(PRIZE_MODES),
  odds: oddsSchema,
  minBet: moneyText,
  maxBet: moneyText,
  markets: z.array(z.object({ market: z.enum(LOTTERY_MARKETS), next: drawSchema.nullable(), last: drawSchema.nullable() })),
  serverTime: z.string(),
});
export type LotteryLobby = z.infer<typeof lotteryLobbySchema>;

export const lotteryBetSchema = z.object({
  betId: z.number(),
  drawId: z.number(),
  market: z.enum(LOTTERY_MARKETS),
  issue: z.string(),
  play: z.enum(LOTTERY_PLAYS),
  number: z.string(),
  amount: moneyText,
  odds: z.string(),
  state: z.enum(BET_STATES),
  win: moneyText,
  placedAt: z.string(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const betReceiptSchema = z.object({ drawId: z.number(), issue: z.string(), total: moneyText, balance: moneyText, bets: z.array(lotteryBetSchema) });
export type BetReceipt = z.infer<typeof betReceiptSchema>;

export const myBetsSchema = z.object({ list: z.array(lotteryBetSchema) });
export const openedNumbersSchema = z.object({ list: z.array(drawSchema) });

/** Spec §7 lottery menus (GET /lgw/vn/games/game_menu): gameGroupCode and its gameMenus. */
export const lotteryMenuSchema = z.array(
  z.object({ gameGroupCode: z.string(), gameMenus: z.array(z.object({ gameCode: z.string(), market: z.enum(LOTTERY_MARKETS), name: z.string() })) }),
);

/** The refusal of a bet on a draw that is no longer open (closed, drawn or settled). */
export const DRAW_CLOSED = { code: 'lottery_draw_closed', message: 'Betting for this draw is closed, please choose the next draw' } as const;
