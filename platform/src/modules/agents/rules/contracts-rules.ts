// The tier rules of a contract (money-and-agents §5.6): tiers rise ("every level's value must be
// higher than previous level", `…_lessthanlast`), and no tier pays more than the upline may give
// (`…_outofrange_higher`): an agent's own signed contract of the kind caps what it offers below,
// and a top agent is capped by the operator's settings. Rates and amounts are compared in minor
// units (hundredths), never as floats.
import { toMinor } from '../../../../../contract/money';
import { ALL_LOTTERY_GAMES, type ContractCaps, type ContractKind, type ContractTerms, type TermsOf } from '../../../../../contract/agent-contracts';
import { ApiError } from '../../../core/http/envelope';

/** "1.50" → 150n (hundredths: satang, or hundredths of a percent point). */
export const hundredths = (text: string): bigint => toMinor(text.trim()) ?? 0n;

const lessThanLast = (field: string, tier: number) =>
  new ApiError(400, `${field}_lessthanlast`, `Tier ${tier}: every level's ${field} must be higher than the previous level's`, { tier });
const outOfRange = (field: string, tier: number, max: bigint | undefined) =>
  new ApiError(400, `${field}_outofrange_higher`, `Tier ${tier}: ${field} must not be higher than the highest allowed`, {
    tier,
    max: max === undefined ? null : (Number(max) / 100).toFixed(2),
  });

type Rising = 'strict' | 'same-or-more';

/** Checks one field across tiers: each tier's value against the previous one's. */
function rising<T>(tiers: T[], field: string, value: (t: T) => bigint, rule: Rising): void {
  for (let i = 1; i < tiers.length; i++) {
    const [previous, current] = [value(tiers[i - 1]), value(tiers[i])];
    if (rule === 'strict' ? current <= previous : current < previous) throw lessThanLast(field, i + 1);
  }
}

/**
 * Tiers must rise: daily and hourly by volume (strictly), active members (same or more) and rate
 * (strictly), one rate type for all tiers; dividend by every threshold (same or more) and the rate
 * (strictly); real-time per game by volume (strictly) and rates (same or more: "higher volume pays
 * the same or more"), each game once.
 */
export function checkTiersRise(kind: ContractKind, terms: ContractTerms): void {
  switch (kind) {
    case 'daily':
    case 'hourly': {
      const tiers = (terms as TermsOf['daily'] | TermsOf['hourly']).tiers.map((t) => ({ ...t, volume: 'betVolume' in t ? t.betVolume : t.minimumBet }));
      if (new Set(tiers.map((t) => t.rateType)).size > 1) throw new ApiError(400, 'rate_type_mixed', 'All tiers must use the same rate type');
      rising(tiers, kind === 'daily' ? 'betVolume' : 'minimumBet', (t) => hundredths(t.volume), 'strict');
      rising(tiers, 'activeMember', (t) => BigInt(t.activeMember), 'same-or-more');
      rising(tiers, 'rate', (t) => hundredths(t.rate), 'strict');
      return;
    }
    case 'dividend': {
      const { tiers } = terms as TermsOf['dividend'];
      rising(tiers, 'minimumBet', (t) => hundredths(t.minimumBet), 'same-or-more');
      rising(tiers, 'netLoss', (t) => hundredths(t.netLoss), 'same-or-more');
      rising(tiers, 'activeMember', (t) => BigInt(t.activeMember), 'same-or-more');
      rising(tiers, 'contractRate', (t) => hundredths(t.contractRate), 'strict');
      return;
    }
    case 'realtime': {
      const { games } = terms as TermsOf['realtime'];
      if (new Set(games.map((g) => g.gameCode)).size < games.length) throw new ApiError(400, 'game_duplicate', 'Each game may appear once');
      for (const game of games) {
        rising(game.tiers, 'betVolume', (t) => hundredths(t.betVolume), 'strict');
        rising(game.tiers, 'profitRate', (t) => hundredths(t.profitRate), 'same-or-more');
        rising(game.tiers, 'lossRate', (t) => hundredths(t.lossRate), 'same-or-more');
      }
      return;
    }
  }
}

/**
 * The most a contract lets its holder give below, by limit key: daily/hourly by rate type ('P' or
 * 'F'), dividend 'contractRate', real-time '<game>:profitRate' and '<game>:lossRate' ('*' every
 * lottery game).
 */
export type ContractLimits = Map<string, bigint>;

function raise(limits: ContractLimits, key: string, value: bigint): void {
  if (value > (limits.get(key) ?? -1n)) limits.set(key, value);
}

export function limitsOfTerms(kind: ContractKind, terms: ContractTerms): ContractLimits {
  const limits: ContractLimits = new Map();
  if (kind === 'daily' || kind === 'hourly') {
    for (const tier of (terms as TermsOf['daily']).tiers) raise(limits, tier.rateType, hundredths(tier.rate));
  } else if (kind === 'dividend') {
    for (const tier of (terms as TermsOf['dividend']).tiers) raise(limits, 'contractRate', hundredths(tier.contractRate));
  } else {
    for (const game of (terms as TermsOf['realtime']).games) {
      for (const tier of game.tiers) {
        raise(limits, `${game.gameCode}:profitRate`, hundredths(tier.profitRate));
        raise(limits, `${game.gameCode}:lossRate`, hundredths(tier.lossRate));
      }
    }
  }
  return limits;
}

/** A top agent's limits: the operator's caps. */
export function limitsOfCaps(kind: ContractKind, caps: ContractCaps): ContractLimits {
  switch (kind) {
    case 'daily':
    case 'hourly':
      return new Map([
        ['P', hundredths(caps[kind].P)],
        ['F', hundredths(caps[kind].F)],
      ]);
    case 'dividend':
      return new Map([['contractRate', hundredths(caps.dividend.contractRate)]]);
    case 'realtime':
      return new Map([
        [`${ALL_LOTTERY_GAMES}:profitRate`, hundredths(caps.realtime.profitRate)],
        [`${ALL_LOTTERY_GAMES}:lossRate`, hundredths(caps.realtime.lossRate)],
      ]);
  }
}

/** A real-time limit for a game: its own entry, else the every-game entry. */
function gameLimit(limits: ContractLimits, gameCode: string, field: string): bigint | undefined {
  return limits.get(`${gameCode}:${field}`) ?? limits.get(`${ALL_LOTTERY_GAMES}:${field}`);
}

/** Throws the first tier that pays more than `limits` allow (`…_outofrange_higher`, or rate_type_not_allowed). */
export function checkWithinLimits(kind: ContractKind, terms: ContractTerms, limits: ContractLimits): void {
  if (kind === 'daily' || kind === 'hourly') {
    (terms as TermsOf['daily']).tiers.forEach((tier, i) => {
      const max = limits.get(tier.rateType);
      if (max === undefined) throw new ApiError(400, 'rate_type_not_allowed', 'This rate type is not allowed by your own contract');
      if (hundredths(tier.rate) > max) throw outOfRange('rate', i + 1, max);
    });
  } else if (kind === 'dividend') {
    const max = limits.get('contractRate');
    (terms as TermsOf['dividend']).tiers.forEach((tier, i) => {
      if (max === undefined || hundredths(tier.contractRate) > max) throw outOfRange('contractRate', i + 1, max);
    });
  } else {
    for (const game of (terms as TermsOf['realtime']).games) {
      game.tiers.forEach((tier, i) => {
        for (const field of ['profitRate', 'lossRate'] as const) {
          const max = gameLimit(limits, game.gameCode, field);
          if (max === undefined || hundredths(tier[field]) > max) throw outOfRange(field, i + 1, max);
        }
      });
    }
  }
}

/** Whether a contract pays more somewhere than `limits` allow (the spec's downline with a higher rate). */
export function exceedsLimits(kind: ContractKind, terms: ContractTerms, limits: ContractLimits): boolean {
  try {
    checkWithinLimits(kind, terms, limits);
    return false;
  } catch (error) {
    if (error instanceof ApiError) return true;
    throw error;
  }
}
