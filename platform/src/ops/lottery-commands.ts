// The CLI's lottery commands, through the running platform's admin API only (they move money):
//   lottery draw <FAST|TH|VN>      close the market's open draw now, draw it and settle every bet
//   lottery settle <drawId>        run a draw's job now (draws it if due; settles it once)
import { LOTTERY_MARKETS, type LotteryMarket } from '../../../contract/lottery';
import type { Envelope } from '../core/http/envelope';
import { callAdmin } from './admin-client';

export const LOTTERY_USAGE = `  lottery draw <FAST|TH|VN>   close a market's open draw now, draw it and settle its bets (paid once)
  lottery settle <drawId>     run a draw's job now: draws it when due, settles it once`;

export type LotteryCommand = { kind: 'lottery-draw'; market: LotteryMarket } | { kind: 'lottery-settle'; drawId: number };

export function parseLotteryCommand(args: string[]): LotteryCommand | undefined {
  const [name, action, value, ...rest] = args;
  if (name !== 'lottery' || rest.length) return undefined;
  if (action === 'draw' && LOTTERY_MARKETS.includes(value as LotteryMarket)) return { kind: 'lottery-draw', market: value as LotteryMarket };
  if (action === 'settle' && /^[1-9]\d{0,14}$/.test(value ?? '')) return { kind: 'lottery-settle', drawId: Number(value) };
  return undefined;
}

export function lotteryViaApi(command: LotteryCommand, baseUrl: string, key: string): Promise<Envelope> {
  if (command.kind === 'lottery-draw') return callAdmin(baseUrl, key, 'POST', '/lottery/draw-now', { market: command.market }, 5 * 60_000);
  return callAdmin(baseUrl, key, 'POST', `/lottery/draws/${command.drawId}/settle`, {}, 5 * 60_000);
}

export function describeLottery(value: unknown): string {
  const r = value as { drawId: number; settled: boolean; bets: number; winners: number; paid: string };
  return r.settled ? `draw ${r.drawId} settled: ${r.bets} bets, ${r.winners} winners, paid ${r.paid}` : `draw ${r.drawId} was already settled: nothing paid again`;
}
