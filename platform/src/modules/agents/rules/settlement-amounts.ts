// What a contract pays for a period (money-and-agents §5.6), in minor units and integer arithmetic:
// the highest tier whose every threshold the team met (active members short of a tier fall to a
// lower one: "paid according to the actual number of active members, even when the volume is met"),
// a percentage of the volume ('P', rounded down to the satang) or a fixed amount ('F'). Dividends
// carry a negative team P&L into the next periods: nothing is paid until the cumulative P&L is
// positive again. Real-time salary is per draw and per player: the player's bet in the draw picks
// the game's tier, its profit rate when the player won the draw, its loss rate otherwise.
import type { TermsOf } from '../../../../../contract/agent-contracts';
import { ALL_LOTTERY_GAMES } from '../../../../../contract/agent-contracts';
import { hundredths } from './contracts-rules';

export interface Activity {
  betVolume: bigint;
  netLoss: bigint;
  activeMembers: number;
}

export interface TierPay {
  /** 1-based tier, null when none was reached. */
  tier: number | null;
  rate: string | null;
  rateType: 'P' | 'F' | null;
  amount: bigint;
}

const NONE: TierPay = { tier: null, rate: null, rateType: null, amount: 0n };

/** volume × rate% rounded down: rate in hundredths of a percent point. */
export const percentOf = (volume: bigint, rate: bigint): bigint => (volume <= 0n ? 0n : (volume * rate) / 10_000n);

function highest<T>(tiers: T[], met: (tier: T) => boolean): number {
  let hit = -1;
  tiers.forEach((tier, i) => {
    if (met(tier)) hit = i;
  });
  return hit;
}

/** Daily salary on a day's team volume, hourly salary on an hour's (minimumBet is the hourly threshold). */
export function salaryPay(terms: TermsOf['daily'] | TermsOf['hourly'], activity: Activity): TierPay {
  const tiers = terms.tiers.map((t) => ({ threshold: hundredths('betVolume' in t ? t.betVolume : t.minimumBet), ...t }));
  const i = highest(tiers, (t) => activity.betVolume >= t.threshold && activity.activeMembers >= t.activeMember);
  if (i < 0) return NONE;
  const tier = tiers[i];
  const amount = tier.rateType === 'P' ? percentOf(activity.betVolume, hundredths(tier.rate)) : hundredths(tier.rate);
  return { tier: i + 1, rate: tier.rate, rateType: tier.rateType, amount };
}

export interface DividendPay extends TierPay {
  carriedBefore: bigint;
  carriedAfter: bigint;
}

/**
 * A dividend period: the period's team P&L (the players' net loss) plus the negative balance carried
 * in. Not positive: nothing paid, the balance (if negative) carried on. Positive: the tier reached
 * by valid bet, that cumulative P&L and active members pays its rate of it; the carry is cleared.
 */
export function dividendPay(terms: TermsOf['dividend'], activity: Activity, carriedBefore: bigint): DividendPay {
  const cumulative = activity.netLoss + carriedBefore;
  if (cumulative <= 0n) return { ...NONE, carriedBefore, carriedAfter: cumulative };
  const i = highest(
    terms.tiers,
    (t) => activity.betVolume >= hundredths(t.minimumBet) && cumulative >= hundredths(t.netLoss) && activity.activeMembers >= t.activeMember,
  );
  if (i < 0) return { ...NONE, carriedBefore, carriedAfter: 0n };
  const tier = terms.tiers[i];
  return { tier: i + 1, rate: tier.contractRate, rateType: 'P', amount: percentOf(cumulative, hundredths(tier.contractRate)), carriedBefore, carriedAfter: 0n };
}

export interface DrawPlay {
  memberId: number;
  gameCode: string;
  bet: bigint;
  win: bigint;
}

/** One player's salary in one game and draw, rounded down to the satang. */
export function realtimePlayPay(terms: TermsOf['realtime'], play: DrawPlay): bigint {
  const game = terms.games.find((g) => g.gameCode === play.gameCode) ?? terms.games.find((g) => g.gameCode === ALL_LOTTERY_GAMES);
  if (!game) return 0n;
  const i = highest(game.tiers, (t) => play.bet >= hundredths(t.betVolume));
  if (i < 0) return 0n;
  const tier = game.tiers[i];
  return percentOf(play.bet, hundredths(play.win > play.bet ? tier.profitRate : tier.lossRate));
}
