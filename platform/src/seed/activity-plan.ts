// Months of plausible play for seeded members, planned in memory (pure, deterministic from a
// seed): visits spread over the member's active days (busier evenings, Bangkok time, and
// weekends), a deposit when the wallet runs low, rounds of one game per visit with a house edge
// per game type, a withdrawal when a visit ends well. Each member's events come out in time order
// with the running balance of its main and hold accounts, so every posting's balance_after is the
// true balance and never below zero. activity-writer.ts turns a plan into bulk SQL.
import { DEPOSIT_STATE, WITHDRAWAL_STATE, type TxType } from '../../../contract/cashier-states';
import { ledgerAccount } from '../modules/ledger';
import { seededRandom } from './names';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BANGKOK_OFFSET = 7 * HOUR;

export interface PlanGame {
  id: number;
  vendorCode: string;
  gameType: string;
  /** Minor units. */
  minBet: bigint;
}

export interface Participant {
  memberId: number;
  payeeName: string | null;
  /** Balances of the member's main and hold accounts before the plan (minor units). */
  mainBalance: bigint;
  holdBalance: bigint;
  /** Rounds to play in the window. */
  rounds: number;
  /** Visits per active day (0.1 = once in ten days). */
  frequency: number;
  /** Bet size: 0 small … 3 high roller. */
  stake: number;
  /** Withdrawals need a bank card; without one the member never withdraws. */
  bankCardId: number | null;
  /** A member's activity starts here (its registration or the window's start). */
  from: number;
  /** Topped up by a last deposit when the plan would leave less (agents who fund downlines). */
  closingFloor?: bigint;
}

export interface PlannedPosting {
  account: string;
  amount: bigint;
  /** The account's balance after this posting; null for house accounts (they keep none). */
  balanceAfter: bigint | null;
  txType: TxType;
}

/** A withdrawal's entries are keyed by the order's database id, known only when it is written. */
export type EntryKey = string | { withdrawal: number; action: 'request' | 'approve' | 'reject' };

export interface PlannedEntry {
  key: EntryKey;
  kind: 'spin' | 'deposit' | 'withdrawal';
  memberId: number;
  reference: string;
  actor: string;
  at: number;
  postings: PlannedPosting[];
}

export interface PlannedSession {
  id: string;
  memberId: number;
  gameId: number;
  at: number;
}

export interface PlannedRound {
  memberId: number;
  gameId: number;
  sessionId: string;
  spinId: string;
  bet: bigint;
  win: bigint;
  balanceAfter: bigint;
  at: number;
}

export interface PlannedDeposit {
  depositId: string;
  memberId: number;
  method: 'BANK' | 'QR';
  amount: bigint;
  state: number;
  at: number;
}

export interface PlannedWithdrawal {
  withdrawalId: string;
  memberId: number;
  bankCardId: number;
  amount: bigint;
  state: number;
  at: number;
  /** When the operator decided (and, when paid, the member confirmed receipt). */
  decidedAt: number;
}

export interface ActivityPlan {
  sessions: PlannedSession[];
  rounds: PlannedRound[];
  entries: PlannedEntry[];
  deposits: PlannedDeposit[];
  withdrawals: PlannedWithdrawal[];
  /** Final balances by account code (main and hold of every participant). */
  balances: Map<string, bigint>;
}

/** How each game type is played: share of visits, time between rounds, bets, and the payout. */
interface GameStyle {
  share: number;
  /** Milliseconds between two rounds. */
  pace: number;
  /** Bet levels in baht, smallest first. */
  bets: number[];
  /**
   * The win as a multiple of the bet (0 = lost), from the round's roll in [0, 1) (which outcome)
   * and the PRNG for anything else (the odds, the target).
   */
  payout: (roll: number, random: () => number) => number;
}

/** A payout table: [multiplier, probability] pairs; the rest of the time the bet is lost. */
const table = (rows: readonly (readonly [number, number])[]) => (roll: number) => {
  for (const [multiplier, chance] of rows) {
    if (roll < chance) return multiplier;
    roll -= chance;
  }
  return 0;
};

// Slots pay often and small, at most 100× (a seeded history without the local slot's 1000×
// jackpot, whose variance would hide the house edge in a few tens of thousands of rounds).
export const SLOT_PAYOUTS = [
  [0.5, 0.14], [1, 0.1], [1.5, 0.06], [2, 0.07], [3, 0.04], [5, 0.03], [10, 0.012], [20, 0.004], [50, 0.0012], [100, 0.0003],
] as const;

// Returns to player: slots 96 %, live 98.5 %, sports ≈ 95.5 %, fishing ≈ 95 %, lotteries 90 %,
// cards 97.5 %, crash games 97 %.
export const GAME_STYLES: Record<string, GameStyle> = {
  RNG: { share: 0.48, pace: 7_000, bets: [1, 2, 5, 10, 20, 50, 100], payout: table(SLOT_PAYOUTS) },
  LIVE: { share: 0.2, pace: 45_000, bets: [20, 50, 100, 200, 500, 1000, 2000], payout: table([[2, 0.445], [1, 0.095]]) },
  SPORTS: {
    share: 0.1,
    pace: 8 * MINUTE,
    bets: [50, 100, 200, 300, 500, 1000, 3000],
    // Decimal odds from 1.70 to 2.20 (1.95 on average), won 49 % of the time.
    payout: (roll, random) => (roll < 0.49 ? 1.7 + Math.floor(random() * 11) * 0.05 : 0),
  },
  FISH: { share: 0.07, pace: 4_000, bets: [0.5, 1, 2, 5, 10, 20], payout: (roll, random) => (roll < 0.55 ? 0.2 + random() * 3.05 : 0) },
  LOTT: { share: 0.05, pace: 3 * MINUTE, bets: [10, 20, 50, 100, 200, 500], payout: table([[9, 0.1]]) },
  ELOTT: { share: 0.04, pace: MINUTE, bets: [5, 10, 20, 50, 100, 200], payout: table([[9, 0.1]]) },
  PVP: { share: 0.03, pace: MINUTE, bets: [10, 20, 50, 100, 200, 500], payout: table([[1.95, 0.5]]) },
  BGS: {
    share: 0.03,
    pace: 15_000,
    bets: [1, 5, 10, 20, 50, 100],
    // Crash games: the player cashes out at a target; the chance to reach it is 97 % / target.
    payout: (roll, random) => {
      const target = [1.2, 1.5, 2, 3, 5, 10][Math.floor(random() * 6)];
      return roll < 0.97 / target ? target : 0;
    },
  },
};

// Visits by hour of the day in Bangkok (quiet after 3 am, a peak from 7 pm to midnight) and by
// weekday (Sunday first): Friday evening and the weekend are the busiest.
const HOUR_WEIGHTS = [6, 4, 2, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 6, 6, 6, 7, 8, 10, 14, 16, 16, 14, 10];
const WEEKDAY_WEIGHTS = [1.5, 0.9, 0.9, 0.95, 1, 1.2, 1.6];
const DEPOSIT_SIZES = [300, 500, 1000, 2000, 3000, 5000, 10000, 20000, 30000];

const STRATA = 20;
const satang = (baht: number) => BigInt(Math.round(baht * 100));

function weighted(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let roll = random() * total;
  for (const [i, w] of weights.entries()) {
    roll -= w;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

/** A visit's start in [from, to): a day weighted by weekday, an hour by the evening peak. */
function visitTime(random: () => number, from: number, to: number): number {
  const firstDay = Math.floor((from + BANGKOK_OFFSET) / DAY);
  const lastDay = Math.floor((to - 1 + BANGKOK_OFFSET) / DAY);
  const days = Array.from({ length: lastDay - firstDay + 1 }, (_, i) => firstDay + i);
  for (let attempt = 0; attempt < 8; attempt++) {
    const day = days[weighted(random, days.map((d) => WEEKDAY_WEIGHTS[(d + 4) % 7]))];
    const at = day * DAY - BANGKOK_OFFSET + weighted(random, HOUR_WEIGHTS) * HOUR + Math.floor(random() * HOUR);
    if (at >= from && at < to) return at;
  }
  return from + Math.floor(random() * (to - from));
}

export interface PlanOptions {
  /** Seed of the PRNG; each member draws from its own stream (seed, member id). */
  seed: number;
  /** Distinguishes this plan's ids (spin, session, order ids) from every other plan's. */
  tag: string;
  /** The window's end (now): nothing is planned after it. */
  to: number;
  /** Games to play, by game type. */
  games: Map<string, PlanGame[]>;
  /** Running numbers of the ids, shared by the plans of one run made in batches. */
  counters?: PlanCounters;
}

export interface PlanCounters {
  session: number;
  spin: number;
  deposit: number;
  withdrawal: number;
}

/** Plans every participant's activity; the members' events are in time order. */
export function planActivity(participants: Participant[], options: PlanOptions): ActivityPlan {
  const plan: ActivityPlan = { sessions: [], rounds: [], entries: [], deposits: [], withdrawals: [], balances: new Map() };
  const counters = options.counters ?? { session: 0, spin: 0, deposit: 0, withdrawal: 0 };
  const types = [...options.games.keys()].filter((type) => GAME_STYLES[type]);
  if (types.length === 0) throw new Error('no games to plan rounds on');
  for (const participant of participants) planMember(plan, counters, participant, types, options);
  return plan;
}

function planMember(
  plan: ActivityPlan,
  counters: PlanCounters,
  p: Participant,
  types: string[],
  options: PlanOptions,
): void {
  const random = seededRandom((options.seed * 7_919 + p.memberId * 104_729) >>> 0);
  const main = ledgerAccount.main(p.memberId);
  const hold = ledgerAccount.hold(p.memberId);
  let balance = p.mainBalance;
  let held = p.holdBalance;
  // Visits end two hours before `to`: a withdrawal decided after the last one, and a closing
  // deposit, still come before it.
  const end = options.to - 2 * HOUR;
  const from = Math.min(p.from, end - HOUR);
  // Rolls are stratified: each run of 20 rounds draws once from each twentieth of [0, 1), in a
  // shuffled order. As random to a reader, but every outcome comes up at close to its chance even
  // in a few hundred rounds, so the house edge shows in every team's P&L, not one whale's luck.
  const strata: number[] = [];
  const nextRoll = () => {
    if (strata.length === 0) {
      for (let i = 0; i < STRATA; i++) strata.push((i + random()) / STRATA);
      for (let i = STRATA - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [strata[i], strata[j]] = [strata[j], strata[i]];
      }
    }
    return strata.pop()!;
  };
  const favourite = types[weighted(random, types.map((t) => GAME_STYLES[t].share))];
  const stake = p.stake;

  const deposit = (at: number, atLeast: bigint, reload: boolean) => {
    // A few orders never pay (rejected, expired, cancelled) and are followed by one that does.
    if (!reload && random() < 0.08) {
      const state = [DEPOSIT_STATE.rejected, DEPOSIT_STATE.expired, DEPOSIT_STATE.cancelled][Math.floor(random() * 3)];
      plan.deposits.push({ depositId: depositId(options.tag, at, ++counters.deposit), memberId: p.memberId, method: random() < 0.6 ? 'BANK' : 'QR', amount: satang(DEPOSIT_SIZES[2 + stake]), state, at: at - 40 * MINUTE });
    }
    let baht = DEPOSIT_SIZES[Math.min(DEPOSIT_SIZES.length - 1, stake * 2 + Math.floor(random() * 4))];
    while (satang(baht) < atLeast) baht *= 2;
    const amount = satang(Math.min(baht, 50_000));
    const id = depositId(options.tag, at, ++counters.deposit);
    plan.deposits.push({ depositId: id, memberId: p.memberId, method: random() < 0.6 ? 'BANK' : 'QR', amount, state: DEPOSIT_STATE.approved, at });
    balance += amount;
    plan.entries.push({
      key: `deposit:${id}:approve`,
      kind: 'deposit',
      memberId: p.memberId,
      reference: id,
      actor: 'operator:seed',
      at,
      postings: [
        { account: ledgerAccount.houseCash, amount: -amount, balanceAfter: null, txType: 'deposit' },
        { account: main, amount, balanceAfter: balance, txType: 'deposit' },
      ],
    });
  };

  const withdraw = (at: number, amount: bigint) => {
    const index = plan.withdrawals.length;
    const refused = random() < 0.1;
    const decidedAt = at + (10 + Math.floor(random() * 50)) * MINUTE;
    plan.withdrawals.push({
      withdrawalId: `WS${options.tag}${String(++counters.withdrawal).padStart(7, '0')}`,
      memberId: p.memberId,
      bankCardId: p.bankCardId!,
      amount,
      state: refused ? WITHDRAWAL_STATE.auditFailure : WITHDRAWAL_STATE.success,
      at,
      decidedAt,
    });
    balance -= amount;
    held += amount;
    const entry = (action: 'request' | 'approve' | 'reject', when: number, postings: PlannedPosting[]) =>
      plan.entries.push({ key: { withdrawal: index, action }, kind: 'withdrawal', memberId: p.memberId, reference: plan.withdrawals[index].withdrawalId, actor: action === 'request' ? `member:${p.memberId}` : 'operator:seed', at: when, postings });
    entry('request', at, [
      { account: main, amount: -amount, balanceAfter: balance, txType: 'withdraw' },
      { account: hold, amount, balanceAfter: held, txType: 'withdraw' },
    ]);
    held -= amount;
    if (refused) {
      balance += amount;
      entry('reject', decidedAt, [
        { account: hold, amount: -amount, balanceAfter: held, txType: 'withdraw' },
        { account: main, amount, balanceAfter: balance, txType: 'withdraw' },
      ]);
    } else {
      entry('approve', decidedAt, [
        { account: hold, amount: -amount, balanceAfter: held, txType: 'withdraw' },
        { account: ledgerAccount.houseCash, amount, balanceAfter: null, txType: 'withdraw' },
      ]);
    }
    return decidedAt;
  };

  // Visits: their number follows the member's habit, their rounds split at random among them.
  const activeDays = Math.max(1, (end - from) / DAY);
  const visits = p.rounds === 0 ? 0 : Math.max(1, Math.min(p.rounds, Math.round(activeDays * p.frequency)));
  const starts = Array.from({ length: visits }, () => visitTime(random, from, end)).sort((a, b) => a - b);
  const shares = starts.map(() => -Math.log(1 - random() * 0.999));
  const totalShare = shares.reduce((sum, s) => sum + s, 0);
  const counts = shares.map((s) => Math.floor((p.rounds * s) / totalShare));
  for (let rest = p.rounds - counts.reduce((sum, c) => sum + c, 0), i = 0; rest > 0; rest--, i = (i + 1) % visits) counts[i] += 1;

  let lastAt = from;
  for (const [v, start] of starts.entries()) {
    if (counts[v] === 0) continue;
    const type = random() < 0.7 ? favourite : types[weighted(random, types.map((t) => GAME_STYLES[t].share))];
    const style = GAME_STYLES[type];
    const pool = options.games.get(type)!;
    const game = pool[Math.floor(Math.pow(random(), 2) * pool.length)];
    const levels = style.bets.map(satang).filter((bet) => bet >= game.minBet);
    if (levels.length === 0) levels.push(game.minBet);
    const usual = Math.min(levels.length - 1, Math.floor((stake * levels.length) / 4 + random() * 2));

    // A visit fits between its start and the next one's; the rounds keep the game's pace when they can.
    const begin = Math.max(start, lastAt + MINUTE);
    const until = Math.min(v + 1 < visits ? Math.max(starts[v + 1], begin + 2 * MINUTE) : end, end);
    const step = Math.max(1, Math.min(style.pace, Math.floor((until - begin - 2 * MINUTE) / (counts[v] + 1))));
    if (balance < levels[usual] * 10n) deposit(begin, levels[usual] * 10n, false);
    const sessionId = `seed-${options.tag}-${++counters.session}`;
    plan.sessions.push({ id: sessionId, memberId: p.memberId, gameId: game.id, at: begin });

    let at = begin;
    for (let r = 0; r < counts[v]; r++) {
      at += step;
      let level = Math.max(0, Math.min(levels.length - 1, usual + (random() < 0.15 ? 1 : 0) - (random() < 0.15 ? 1 : 0)));
      while (level > 0 && levels[level] > balance) level--;
      const bet = levels[level];
      if (bet > balance) deposit(at, bet * 10n, true);
      const win = BigInt(Math.round(Number(bet) * style.payout(nextRoll(), random)));
      const spinId = `s${options.tag}${++counters.spin}`;
      const afterBet = balance - bet;
      balance = afterBet + win;
      const house = ledgerAccount.houseGame(game.vendorCode);
      const postings: PlannedPosting[] = [
        { account: main, amount: -bet, balanceAfter: afterBet, txType: 'betting' },
        { account: house, amount: bet, balanceAfter: null, txType: 'betting' },
      ];
      if (win > 0n) {
        postings.push({ account: main, amount: win, balanceAfter: balance, txType: 'winning' });
        postings.push({ account: house, amount: -win, balanceAfter: null, txType: 'winning' });
      }
      plan.entries.push({ key: `spin:${p.memberId}:${spinId}`, kind: 'spin', memberId: p.memberId, reference: spinId, actor: `vendor:${game.vendorCode}`, at, postings });
      plan.rounds.push({ memberId: p.memberId, gameId: game.id, sessionId, spinId, bet, win, balanceAfter: balance, at });
    }
    lastAt = at;

    // A good visit ends with a withdrawal of most of the wallet (in hundreds, within the limits).
    const wins = balance - levels[usual] * 40n;
    if (p.bankCardId !== null && wins >= satang(500) && random() < 0.6) {
      const amount = satang(Math.min(50_000, Math.floor(Number((balance * 8n) / 10n) / 10_000) * 100));
      if (amount >= satang(100)) lastAt = withdraw(at + MINUTE, amount);
    }
  }

  if (p.closingFloor !== undefined && balance < p.closingFloor) deposit(Math.max(lastAt + MINUTE, end), p.closingFloor - balance, true);
  plan.balances.set(main, balance);
  plan.balances.set(hold, held);
}

export interface Habits {
  /** Relative share of the team's rounds (0 = registered, never played). */
  share: number;
  frequency: number;
  stake: number;
}

/** How much, how often and how high a member plays: a few heavy players carry most rounds, some never play, agents a little. */
export function habitsOf(random: () => number, isAgent: boolean): Habits {
  if (isAgent) return { share: 0.3, frequency: 0.15, stake: 2 };
  return {
    share: random() < 0.1 ? 0 : Math.pow(-Math.log(1 - random() * 0.999), 1.6),
    frequency: [0.1, 0.2, 0.3, 0.3, 0.5, 0.5, 0.8, 1.2][Math.floor(random() * 8)],
    stake: [0, 0, 0, 1, 1, 1, 2, 2, 3][Math.floor(random() * 9)],
  };
}

/** `total` split by `shares` into whole numbers that add up to exactly `total` (largest remainders). */
export function splitByShares(total: number, shares: number[]): number[] {
  const sum = shares.reduce((s, x) => s + x, 0);
  if (sum === 0) return shares.map(() => 0);
  const exact = shares.map((x) => (total * x) / sum);
  const whole = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - whole[i], i] as const).sort((a, b) => b[0] - a[0]);
  for (let rest = total - whole.reduce((s, x) => s + x, 0), k = 0; rest > 0; rest--, k++) whole[order[k][1]] += 1;
  return whole;
}

/** DP + yymmdd (Bangkok) + S + the plan's tag + a running number: never one of the live orders' ids (digits only). */
function depositId(tag: string, at: number, n: number): string {
  const day = new Date(at + BANGKOK_OFFSET).toISOString().slice(2, 10).replaceAll('-', '');
  return `DP${day}S${tag}${String(n).padStart(7, '0')}`;
}
