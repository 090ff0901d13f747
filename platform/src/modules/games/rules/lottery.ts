// The local lottery's rules, without the database: when each market draws, how a draw's numbers
// come from its committed seed (provably fair), which bets win and what they pay.
//
// Markets: FAST draws every `fastMs` (5 minutes unless LOTTERY_FAST_DRAW_MS says otherwise), on
// multiples of the period since the epoch; TH draws daily at 15:30 Bangkok time, VN daily at 18:15
// Hanoi time. Betting closes `closeBefore` ahead of the draw.
//
// Provably fair: a draw is created with a random 32-byte seed of which only sha256(seed) is shown
// until the draw; the numbers are then digits of HMAC-SHA256(seed, "market:issue[:n]"), each byte
// below 250 giving one digit (byte % 10), so every digit is exactly uniform. Anyone holding the
// revealed seed recomputes the numbers and checks the hash (verifyDraw).
import { DEFAULT_FAST_DRAW_MS } from '../../../config';
import { newSeed, seedHashOf, uniformFromSeed } from './provably-fair';
import { PLAY_DIGITS, type DrawResult, type LotteryMarket, type LotteryOdds, type LotteryPlay, type PrizeMode } from '../../../../../contract/lottery';

const MINUTE = 60_000;
export { DEFAULT_FAST_DRAW_MS };
const DAY = 24 * 60 * MINUTE;


interface DailyMarket {
  /** Minutes after UTC midnight of the daily draw. */
  utcMinute: number;
  /** Offset of the market's time zone from UTC, in minutes (issues are local days). */
  zoneMinutes: number;
  closeBeforeMs: number;
  firstDigits: number;
}

const DAILY: Record<Exclude<LotteryMarket, 'FAST'>, DailyMarket> = {
  // 15:30 Asia/Bangkok (UTC+7, no DST)
  TH: { utcMinute: 8 * 60 + 30, zoneMinutes: 7 * 60, closeBeforeMs: 15 * MINUTE, firstDigits: 6 },
  // 18:15 Asia/Ho_Chi_Minh (UTC+7, no DST)
  VN: { utcMinute: 11 * 60 + 15, zoneMinutes: 7 * 60, closeBeforeMs: 15 * MINUTE, firstDigits: 5 },
};
const FAST_DIGITS = 5;
const FAST_ZONE_MINUTES = 7 * 60;

export interface DrawSlot {
  market: LotteryMarket;
  issue: string;
  closesAt: Date;
  drawAt: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function localDay(at: Date, zoneMinutes: number): string {
  const local = new Date(at.getTime() + zoneMinutes * MINUTE);
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`;
}

/** How long before its draw a FAST draw stops taking bets: a fifth of the period, at most 30 s. */
export function fastCloseBefore(fastMs: number): number {
  return Math.min(30_000, Math.floor(fastMs / 5));
}

/** The market's first draw strictly after `after`. */
export function nextDrawSlot(market: LotteryMarket, after: Date, fastMs = DEFAULT_FAST_DRAW_MS): DrawSlot {
  if (market === 'FAST') {
    const drawAt = new Date((Math.floor(after.getTime() / fastMs) + 1) * fastMs);
    // Issue: local day and the draw's number in that day (1-based).
    const localMs = drawAt.getTime() + FAST_ZONE_MINUTES * MINUTE;
    const sequence = Math.floor((localMs % DAY) / fastMs) + 1;
    const width = String(Math.ceil(DAY / fastMs)).length;
    return { market, issue: `${localDay(drawAt, FAST_ZONE_MINUTES)}-${pad(sequence, width)}`, drawAt, closesAt: new Date(drawAt.getTime() - fastCloseBefore(fastMs)) };
  }
  const rules = DAILY[market];
  const midnight = Math.floor(after.getTime() / DAY) * DAY;
  let drawMs = midnight + rules.utcMinute * MINUTE;
  if (drawMs <= after.getTime()) drawMs += DAY;
  const drawAt = new Date(drawMs);
  return { market, issue: localDay(drawAt, rules.zoneMinutes), drawAt, closesAt: new Date(drawMs - rules.closeBeforeMs) };
}

export function digitsOf(market: LotteryMarket): number {
  return market === 'FAST' ? FAST_DIGITS : DAILY[market].firstDigits;
}

export { newSeed, seedHashOf };

/** `count` uniform decimal digits from the seed (provably-fair.ts: bytes below 250, byte % 10). */
export function digitsFromSeed(seed: string, message: string, count: number): string {
  return uniformFromSeed(seed, message, count, 10).join('');
}

/** A draw's numbers: the first prize and a separate two-digit bottom prize, from the seed. */
export function drawNumbers(seed: string, market: LotteryMarket, issue: string): DrawResult {
  const digits = digitsFromSeed(seed, `${market}:${issue}`, digitsOf(market) + 2);
  const first = digits.slice(0, -2);
  return { first, top3: first.slice(-3), top2: first.slice(-2), bottom2: digits.slice(-2) };
}

/** Does a revealed seed match its committed hash and give these numbers? */
export function verifyDraw(draw: { market: LotteryMarket; issue: string; seedHash: string; seed: string; result: DrawResult }): boolean {
  if (seedHashOf(draw.seed) !== draw.seedHash) return false;
  const again = drawNumbers(draw.seed, draw.market, draw.issue);
  return again.first === draw.result.first && again.bottom2 === draw.result.bottom2;
}

const sorted = (text: string) => [...text].sort().join('');

/** Does a bet of `play` on `number` win against the draw's result? */
export function wins(play: LotteryPlay, number: string, result: DrawResult): boolean {
  if (number.length !== PLAY_DIGITS[play]) return false;
  switch (play) {
    case '3TOP':
      return number === result.top3;
    case '3TOD':
      return sorted(number) === sorted(result.top3);
    case '2TOP':
      return number === result.top2;
    case '2BOTTOM':
      return number === result.bottom2;
    case '1TOP':
      return result.top3.includes(number);
  }
}

/** Odds are decimal strings with at most two decimals: the payout is stake × odds, rounded down to the satang. */
export function payoutCents(stakeCents: bigint, odds: string): bigint {
  const [whole, fraction = ''] = odds.split('.');
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return (stakeCents * hundredths) / 100n;
}

/** Default odds per prize mode (the operator's setting `lotteryOdds` overrides them). */
export const DEFAULT_ODDS: Record<PrizeMode, LotteryOdds> = {
  LOTT: { '3TOP': '900', '3TOD': '150', '2TOP': '90', '2BOTTOM': '90', '1TOP': '3.2' },
  ELOTT: { '3TOP': '850', '3TOD': '140', '2TOP': '85', '2BOTTOM': '85', '1TOP': '3' },
  ZY: { '3TOP': '880', '3TOD': '145', '2TOP': '88', '2BOTTOM': '88', '1TOP': '3.1' },
  SEA: { '3TOP': '800', '3TOD': '130', '2TOP': '80', '2BOTTOM': '80', '1TOP': '3' },
};

/** Per-line stake limits in minor units (setting `lotteryLimits` overrides them). */
export const DEFAULT_LIMITS = { minBetCents: 100n, maxBetCents: 1_000_000n };

/**
 * Spec §4 prize mode: ELOTT when the ELOTT category lists a TCG_LOTTO_VN or LOTT card, else LOTT.
 * (ZY and SEA are modes a merchant's setting may choose instead.)
 */
export function prizeModeOf(menus: readonly { gameType: string; vendors: readonly { vassalage: string }[] }[]): PrizeMode {
  const elott = menus.find((menu) => menu.gameType === 'ELOTT');
  return elott?.vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT') ? 'ELOTT' : 'LOTT';
}
