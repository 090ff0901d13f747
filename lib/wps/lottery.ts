import 'server-only';
import { z } from 'zod';
import {
  betReceiptSchema,
  lotteryLobbySchema,
  myBetsSchema,
  openedNumbersSchema,
  type BetReceipt,
  type BetSlipBody,
  type LotteryLobby,
  type LotteryMarket,
} from '@/contract/lottery';
import { wpsFetch, type WpsCaller } from './client';

/** The lottery lobby of a page (/lottery, /seaLottery, /vnLottery): each market's next and last draw, the odds. */
export function lotteryLobby(caller: WpsCaller, page: string): Promise<LotteryLobby> {
  return wpsFetch('/lgw/lottery/lobby', { schema: lotteryLobbySchema, caller, query: { page } });
}

/** A bet slip on one draw (token, Idempotency-Key): one debit for every line. */
export function placeLotteryBet(caller: WpsCaller, body: BetSlipBody, idempotencyKey: string): Promise<BetReceipt> {
  return wpsFetch('/lgw/lottery/bet', { schema: betReceiptSchema, caller, method: 'POST', body, idempotencyKey });
}

/** The member's lottery bets, latest first (one draw's when drawId is given). */
export function myLotteryBets(caller: WpsCaller, query: { drawId?: number; limit?: number }): Promise<z.infer<typeof myBetsSchema>> {
  return wpsFetch('/lgw/lottery/bets', { schema: myBetsSchema, caller, query });
}

/** Spec §7 opened numbers: a market's latest results with their revealed seeds. */
export function openedNumbers(caller: WpsCaller, query: { market: LotteryMarket; limit?: number }): Promise<z.infer<typeof openedNumbersSchema>> {
  return wpsFetch('/lgw/lottery/opened_numbers', { schema: openedNumbersSchema, caller, query });
}
