// Member records and transfers (money-and-agents §4; spec §2 personalHistoryCopy, transactionHistory,
// personalProfit, bonusDetails, transferFund, transferUpline): each call's query or body and its
// answer, shared by the platform's routes and the portal's lib/wps. Times are ms timestamps, money
// is a two-decimal string (contract/money.ts).
import { z } from 'zod';
import { plainLine } from './control-characters';
import { TX_TYPES } from './cashier-states';
import { amountSchema, moneyText } from './money';

/** ODSFE2_MemTransDet: "range at most 30 days" (§4); the other records use the same bound. */
export const RECORD_RANGE_MAX_DAYS = 30;
export const RECORD_RANGE_MAX_MS = RECORD_RANGE_MAX_DAYS * 24 * 60 * 60 * 1000;
export const RECORD_PAGE_SIZE_MAX = 100;
/** Counting stops here: the history says "10,000+" rather than scanning a member's whole month. */
export const RECORD_COUNT_LIMIT = 10_000;

/** Bonus-like transaction types (bonusDetails). */
export const BONUS_TX_TYPES = ['dividend', 'betting_rebate', 'referral_rebate', 'share_bonus', 'daily_wage', 'hour_wage', 'realtime_wage', 'agent_rebate'] as const;

/** Game types with a personal betting record (getPersonal{…}History). */
export const RECORD_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT'] as const;
export type RecordGameType = (typeof RECORD_GAME_TYPES)[number];

const timestamp = z.coerce.number().int().min(0).max(8_640_000_000_000);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(RECORD_PAGE_SIZE_MAX).default(20);

/** A comma list of transaction types; empty means all. */
const codeTypes = z
  .string()
  .max(400)
  .optional()
  .transform((text, ctx) => {
    const types = (text ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    const unknown = types.filter((t) => !(TX_TYPES as readonly string[]).includes(t));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: 'codeTypes' });
    return [...new Set(types)] as (typeof TX_TYPES)[number][];
  });

export const transactionHistoryQuery = z.object({ codeTypes, startTime: timestamp, endTime: timestamp, page, size });
export type TransactionHistoryQuery = z.infer<typeof transactionHistoryQuery>;

export const transactionRow = z.object({
  txId: z.string(),
  txTypeId: z.enum(TX_TYPES),
  txTimeInTimestamp: z.number(),
  orderNo: z.string(),
  remark: z.string().nullable(),
  currentAvailBalance: moneyText.nullable(),
  amount: moneyText,
});
export type TransactionRow = z.infer<typeof transactionRow>;

const pageInfo = {
  page: z.number(),
  size: z.number(),
  /** Rows in the range, counted up to RECORD_COUNT_LIMIT (then `totalCapped`). */
  total: z.number(),
  totalCapped: z.boolean(),
  totalPages: z.number(),
};

/** Sums of the rows on this page: money in, money out, net. */
export const pageSums = z.object({ in: moneyText, out: moneyText, net: moneyText });

export const transactionPage = z.object({ list: z.array(transactionRow), ...pageInfo, pageSums });
export type TransactionPage = z.infer<typeof transactionPage>;

export const bonusDetailsQuery = z.object({ startDate: timestamp, endDate: timestamp, page, size });

export const betHistoryQuery = z.object({ gameType: z.enum(RECORD_GAME_TYPES), startDate: timestamp, endDate: timestamp, page, size });
export type BetHistoryQuery = z.infer<typeof betHistoryQuery>;

const betTotals = z.object({ betAmount: moneyText, validBetAmount: moneyText, winAmount: moneyText, profitAndLoss: moneyText });
/** What a round was, by game: an event-board bet (event, pick, odds), a lottery bet (draw, numbers), a table-game bet (round, side, outcome). */
export const roundDetail = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    board: z.string(),
    league: z.string(),
    home: z.string(),
    away: z.string(),
    /** 1X2, HANDICAP or OVER_UNDER; `line` the pick's own line on the last two (absent from older platforms). */
    market: z.string().optional(),
    pick: z.string(),
    line: z.string().nullable().optional(),
    odds: z.string(),
    result: z.object({ winner: z.string(), home: z.number(), away: z.number() }).nullable(),
  }),
  z.object({ kind: z.literal('lottery'), market: z.string(), issue: z.string(), play: z.string(), number: z.string(), odds: z.string(), drawn: z.string().nullable() }),
  /** `outcome`: the winning side (baccarat, dragon tiger), the number (roulette) or the dice ("2-5-5", sic bo). */
  z.object({ kind: z.literal('live'), table: z.string(), roundNo: z.number(), side: z.string(), outcome: z.string().nullable() }),
]);
export type RoundDetail = z.infer<typeof roundDetail>;
export const betRow = z.object({
  id: z.string(),
  betTimeInTimestamp: z.number(),
  gameName: z.string(),
  vendorCode: z.string(),
  betAmount: moneyText,
  validBetAmount: moneyText,
  winAmount: moneyText,
  profitAndLoss: moneyText,
  detail: roundDetail.optional(),
});
export type BetRow = z.infer<typeof betRow>;
export const betPage = z.object({ list: z.array(betRow), ...pageInfo, pageTotals: betTotals, rangeTotals: betTotals });
export type BetPage = z.infer<typeof betPage>;

export const profitQuery = z.object({ startDate: timestamp, endDate: timestamp });
export const profitSummary = z.object({
  byGameType: z.array(betTotals.extend({ gameType: z.enum(RECORD_GAME_TYPES), rounds: z.number() })),
  total: betTotals.extend({ rounds: z.number() }),
  deposits: moneyText,
  withdrawals: moneyText,
});
export type ProfitSummary = z.infer<typeof profitSummary>;

/** A range the records accept: start ≤ end, at most RECORD_RANGE_MAX_DAYS. */
export function rangeProblem(start: number, end: number): 'date_range_invalid' | 'date_range_too_long' | undefined {
  if (end < start) return 'date_range_invalid';
  if (end - start > RECORD_RANGE_MAX_MS) return 'date_range_too_long';
  return undefined;
}

// ---- transfers ----

/** Types of member that may receive a transfer to upline: agents (1, 2, 41, 42). */
export { AGENT_TYPES } from './member-types';

/** transferUpline (encrypt, funds password). */
export const transferUplineBody = z.object({
  amount: amountSchema,
  password: z.string().min(1).max(64),
  remark: plainLine(z.string().trim().max(100)).optional(),
});
export type TransferUplineBody = z.infer<typeof transferUplineBody>;

export const transferUplineReceipt = z.object({
  orderNo: z.string(),
  amount: moneyText,
  balance: moneyText,
  upline: z.string(),
  time: z.number(),
});
export type TransferUplineReceipt = z.infer<typeof transferUplineReceipt>;

/**
 * The merchant wallet (spec §7, reads isSingle): one wallet (no transferFund page) or transfer
 * wallets, with the vendors that keep one (their games play from it).
 */
export const merchantWalletAnswer = z.object({ isSingle: z.boolean(), vendors: z.array(z.string()) });
export type MerchantWalletAnswer = z.infer<typeof merchantWalletAnswer>;

export const MAIN_WALLET = 'MAIN';
const walletCode = z.string().regex(/^[A-Z0-9_]{2,20}$/);

export const walletsAnswer = z.object({
  mode: z.enum(['transfer', 'seamless']),
  main: moneyText,
  wallets: z.array(z.object({ vendor: z.string(), balance: moneyText })),
  total: moneyText,
});
export type WalletsAnswer = z.infer<typeof walletsAnswer>;

export const walletTransferBody = z
  .object({ from: walletCode, to: walletCode, amount: amountSchema })
  .refine((body) => body.from !== body.to, { message: 'wallet_same', path: ['to'] });
export type WalletTransferBody = z.infer<typeof walletTransferBody>;

export const walletTransferAnswer = z.object({ orderNo: z.string().nullable(), moved: moneyText, wallets: walletsAnswer });
export type WalletTransferAnswer = z.infer<typeof walletTransferAnswer>;
