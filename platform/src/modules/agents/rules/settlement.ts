// Contract settlement (money-and-agents §5.6, spec §9): for each contract in force over a period,
// the team's activity, the tier it reached and the amount; one record per contract and period, and
// one ledger entry paying it.
//
// Who pays whom: the upline pays its downline from its own main balance (the contract is between
// them; money-and-agents §5.6 "downline dividends to pay"). Each payout is one entry, upline main →
// downline main, both postings of the kind's tx type (dividend, daily_wage, hour_wage,
// realtime_wage), so the downline sees a credit and the upline a debit of the same amount in their
// transaction records, and totals agree to the satang. A top agent's own pay is not a contract here.
// An upline short of money leaves the record P ("not distributed"); every later run of the kind
// tries the P records again, oldest first.
//
// Idempotent: a period's record is claimed by inserting it under the unique (contract, period) and
// paid by a compare-and-set P → A in the transaction that posts the entry (whose key, too, is
// unique), so two runners of one period, or one run twice, pay it once.
import { and, eq } from 'drizzle-orm';
import { SETTLEMENT_RUNS, type SettlementRunName } from '../../../../../contract/agent-admin';
import { fromMinor } from '../../../../../contract/money';
import type { ContractKind, SettlementRunReport, TermsOf } from '../../../../../contract/agent-contracts';
import { readActiveMemberRule, teamActivity } from '../queries/agent-activity';
import type { ContractRow } from '../queries/agent-contracts';
import { carriedInto, claimSettlement, contractsInForce, lotteryPlays, paySettlement, unpaidSettlements, type NewSettlement } from '../queries/agent-settlements';
import type { Db } from '../../../core/database/client';
import type { AccountDirectory } from '../../ledger';
import { agentSettlements } from '../schema-agent-contracts';
import { dividendPay, realtimePlayPay, salaryPay } from './settlement-amounts';
import { DRAW_MS, dayPeriod, dividendPeriod, drawOf, hourPeriods, type Period } from './settlement-periods';

interface Run {
  db: Db;
  directory: AccountDirectory | undefined;
  /** The moment the run stands at: only periods ended by then are settled. */
  now: Date;
  /** When payouts are booked: `now`, but never later than the real clock (an operator's as-of moment). */
  paidAt: Date;
  actor: string;
}

type Computed = Omit<NewSettlement, 'kind' | 'contractId' | 'agentId' | 'uplineId' | 'periodKey' | 'periodStart' | 'periodEnd'>;

const inForce = (contract: ContractRow, period: Period) =>
  contract.signedAt !== null && contract.signedAt <= period.end && (contract.endedAt === null || contract.endedAt >= period.end);

async function alreadyClaimed(db: Db, contractId: number, periodKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agentSettlements.id })
    .from(agentSettlements)
    .where(and(eq(agentSettlements.contractId, contractId), eq(agentSettlements.periodKey, periodKey)));
  return row !== undefined;
}

/**
 * The common run: each contract's periods (ended ones only), each claimed once with what `compute`
 * says, then every unpaid record of the kind paid.
 */
async function settle(
  run: Run,
  kind: ContractKind,
  window: Period,
  periodsOf: (contract: ContractRow) => Period[],
  compute: (contract: ContractRow, period: Period) => Promise<Computed | undefined>,
): Promise<SettlementRunReport> {
  const contracts = await contractsInForce(run.db, kind, window);
  const periods = new Set<string>();
  let considered = 0;
  let created = 0;
  for (const contract of contracts) {
    let counted = false;
    for (const period of periodsOf(contract)) {
      if (period.end > run.now || period.end <= window.start || period.start >= window.end || !inForce(contract, period)) continue;
      periods.add(period.key);
      if (!counted) {
        considered += 1;
        counted = true;
      }
      if (await alreadyClaimed(run.db, contract.id, period.key)) continue;
      const computed = await compute(contract, period);
      if (!computed) continue;
      const claimed = await claimSettlement(run.db, {
        kind,
        contractId: contract.id,
        agentId: contract.downlineId,
        uplineId: contract.uplineId,
        periodKey: period.key,
        periodStart: period.start,
        periodEnd: period.end,
        ...computed,
      });
      if (claimed) created += 1;
    }
  }
  let paid = 0;
  let unpaid = 0;
  let amount = 0n;
  for (const record of await unpaidSettlements(run.db, kind)) {
    const outcome = await paySettlement(run.db, run.directory, record, run.actor, run.paidAt);
    if (outcome === 'paid') {
      paid += 1;
      amount += record.amount;
    } else if (outcome === 'short') unpaid += 1;
  }
  return { kind, periods: [...periods].sort(), contracts: considered, created, paid, unpaid, amount: fromMinor(amount) };
}

function runOf(db: Db, directory: AccountDirectory | undefined, kind: string, now: Date): Run {
  const real = new Date();
  return { db, directory, now, paidAt: now > real ? real : now, actor: `job:settle-${kind}` };
}

/** Daily salary for a business day: that day's team volume and active members, paid after it ends. */
export async function settleDailySalary(db: Db, directory: AccountDirectory | undefined, day: string, now = new Date()): Promise<SettlementRunReport> {
  const rule = await readActiveMemberRule(db);
  const period = dayPeriod(day);
  return settle(runOf(db, directory, 'daily', now), 'daily', period, () => [period], async (contract, p) => {
    const activity = await teamActivity(db, contract.downlineId, p.start, p.end, rule);
    const pay = salaryPay(contract.terms as TermsOf['daily'], activity);
    return { teamVolume: activity.betVolume, netLoss: activity.netLoss, activeMembers: activity.activeMembers, ...pay };
  });
}

/** Hourly salary for the hour HH of a day: H contracts on the hour, BH contracts on each ended half. */
export async function settleHourlySalary(db: Db, directory: AccountDirectory | undefined, day: string, hour: number, now = new Date()): Promise<SettlementRunReport> {
  const rule = await readActiveMemberRule(db);
  const [window] = hourPeriods(day, hour, false);
  return settle(
    runOf(db, directory, 'hourly', now),
    'hourly',
    window,
    (contract) => hourPeriods(day, hour, (contract.terms as TermsOf['hourly']).frequency === 'BH'),
    async (contract, p) => {
      const activity = await teamActivity(db, contract.downlineId, p.start, p.end, rule);
      const pay = salaryPay(contract.terms as TermsOf['hourly'], activity);
      return { teamVolume: activity.betVolume, netLoss: activity.netLoss, activeMembers: activity.activeMembers, ...pay };
    },
  );
}

/**
 * Dividends whose period contains `day` and has ended (a D contract that day, W its week, H its
 * half-month, M its month), with the negative P&L carried from the contract's previous period.
 */
export async function settleDividend(db: Db, directory: AccountDirectory | undefined, day: string, now = new Date()): Promise<SettlementRunReport> {
  const rule = await readActiveMemberRule(db);
  const everything = { key: '*', start: new Date(0), end: new Date(8_640_000_000_000) };
  return settle(
    runOf(db, directory, 'dividend', now),
    'dividend',
    everything,
    (contract) => [dividendPeriod((contract.terms as TermsOf['dividend']).period, day)],
    async (contract, p) => {
      const activity = await teamActivity(db, contract.downlineId, p.start, p.end, rule);
      const pay = dividendPay(contract.terms as TermsOf['dividend'], activity, await carriedInto(db, contract.id, p.start));
      return { teamVolume: activity.betVolume, netLoss: activity.netLoss, activeMembers: activity.activeMembers, ...pay };
    },
  );
}

/**
 * Real-time salary for the draws (5-minute windows) of [from, to) that have ended: per contract,
 * one record per draw in which its team played lottery games, the sum over players and games.
 */
export async function settleRealtimeSalary(db: Db, directory: AccountDirectory | undefined, window: { start: Date; end: Date }, now = new Date()): Promise<SettlementRunReport> {
  const plays = new Map<number, Awaited<ReturnType<typeof lotteryPlays>>>();
  const playsOf = async (contract: ContractRow) => {
    if (!plays.has(contract.id)) plays.set(contract.id, await lotteryPlays(db, contract.downlineId, window.start, window.end, DRAW_MS));
    return plays.get(contract.id)!;
  };
  const draws = new Map<number, Period[]>();
  const span = { key: '*', start: window.start, end: window.end };
  // The draws a contract is settled for are those its team played in: gathered first, per contract.
  const contracts = await contractsInForce(db, 'realtime', span);
  for (const contract of contracts) {
    const starts = [...new Set((await playsOf(contract)).map((p) => p.start.getTime()))];
    draws.set(contract.id, starts.map((start) => drawOf(new Date(start))));
  }
  return settle(
    runOf(db, directory, 'realtime', now),
    'realtime',
    span,
    (contract) => draws.get(contract.id) ?? [],
    async (contract, draw) => {
      const inDraw = (await playsOf(contract)).filter((p) => p.start.getTime() === draw.start.getTime());
      const terms = contract.terms as TermsOf['realtime'];
      let teamVolume = 0n;
      let netLoss = 0n;
      let amount = 0n;
      for (const play of inDraw) {
        teamVolume += play.bet;
        netLoss += play.bet - play.win;
        amount += realtimePlayPay(terms, play);
      }
      return { teamVolume, netLoss, activeMembers: new Set(inDraw.map((p) => p.memberId)).size, tier: null, rate: null, rateType: null, amount };
    },
  );
}

/** The operator's names of the runs (`npm run ops -- settle <name> --day YYYY-MM-DD [--hour HH]`), as the back office names them too. */
export const SETTLE_RUNS = SETTLEMENT_RUNS;
export type SettleRun = SettlementRunName;

function merged(kind: ContractKind, reports: SettlementRunReport[]): SettlementRunReport {
  const amount = reports.reduce((total, r) => total + BigInt(r.amount.replace('.', '')), 0n);
  return {
    kind,
    periods: [...new Set(reports.flatMap((r) => r.periods))].sort(),
    contracts: Math.max(0, ...reports.map((r) => r.contracts)),
    created: reports.reduce((n, r) => n + r.created, 0),
    paid: reports.reduce((n, r) => n + r.paid, 0),
    unpaid: reports.at(-1)?.unpaid ?? 0,
    amount: fromMinor(amount),
  };
}

/**
 * One operator-triggered run: a day (every hour of it for the hourly salary, every draw for the
 * real-time salary) or, with `hour`, one hour of it. The same functions the scheduled jobs call.
 */
export async function runSettlement(
  db: Db,
  directory: AccountDirectory | undefined,
  input: { run: SettleRun; day: string; hour?: number },
  now = new Date(),
): Promise<SettlementRunReport> {
  const kind = SETTLE_RUNS[input.run];
  switch (kind) {
    case 'daily':
      return settleDailySalary(db, directory, input.day, now);
    case 'dividend':
      return settleDividend(db, directory, input.day, now);
    case 'hourly': {
      const hours = input.hour === undefined ? [...Array(24).keys()] : [input.hour];
      const reports: SettlementRunReport[] = [];
      for (const hour of hours) reports.push(await settleHourlySalary(db, directory, input.day, hour, now));
      return merged(kind, reports);
    }
    case 'realtime': {
      const window = input.hour === undefined ? dayPeriod(input.day) : hourPeriods(input.day, input.hour, false)[0];
      return settleRealtimeSalary(db, directory, window, now);
    }
  }
}
