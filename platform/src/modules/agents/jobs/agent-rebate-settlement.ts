// Daily agent rebate (money-and-agents §5.3 rebates per series; tx type agent_rebate): for each
// agent, over its subtree's bets of the day per series, Σ (agent's rate − the rate of the next
// member on the path down to the bettor) × bet. The next member is the agent's child on that
// path — a sub-agent keeps its own share, a direct player's own rate is the player's. A negative
// difference (a rate lowered above a sub-agent by an operator's ceiling) counts as 0.
//
// One journal entry per agent and day, key `agent-rebate:<agentId>:<day>`: the ledger's unique
// key makes a second run (or a second runner) pay nothing again. Each agent is its own
// transaction, so an interrupted run resumes where it stopped.
import { sql } from 'drizzle-orm';
import { REBATE_SERIES, seriesOfGame, type RebateSeries } from '../../../../../contract/agent-team';
import { AGENT_TYPES } from '../../../../../contract/member-types';
import { fromMinor } from '../../../../../contract/money';
import type { Db } from '../../../core/database/client';
import { DuplicateEntryError, inLedgerTransaction, type AccountDirectory } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { ratesOf, type Rates } from '../rules/agent-rebates';
import { dayPeriod, parseDay } from '../rules/settlement-periods';
import { ledgerAccount } from '../../ledger';

export const AGENT_REBATE_ACTOR = 'job:agent-rebate';
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export interface AgentRebateReport {
  day: string;
  /** Agents paid by this run, and their amounts. */
  paid: { agentId: number; amount: string }[];
  /** Agents whose day was paid before (a second run). */
  alreadyPaid: number;
  total: string;
}

export function dayBounds(day: string): { from: Date; to: Date } {
  // A day on the business clock (contract/business-time.ts); 2026-02-30 is no day.
  if (!DAY.test(day) || !parseDay(day)) throw new Error(`not a day: ${day}`);
  const { start, end } = dayPeriod(day);
  return { from: start, to: end };
}

interface BetRow {
  member_id: number;
  game_type: string;
  vendor_code: string;
  bet_minor: string;
}

interface PathRow {
  member_id: number;
  agent_id: number;
  next_id: number;
}

/** What each agent earns for the day, in minor units (floored once per agent: exact to the satang). */
export async function agentRebatesOf(db: Db, day: string): Promise<Map<number, bigint>> {
  const { from, to } = dayBounds(day);
  const bets = rowsOf<BetRow>(
    await db.execute(sql`
      select r.member_id, g.game_type, g.vendor_code, (sum(r.bet) * 100)::bigint::text as bet_minor
      from game_rounds r join games g on g.id = r.game_id
      where r.created_at >= ${from.toISOString()} and r.created_at < ${to.toISOString()} and r.bet > 0
      group by r.member_id, g.game_type, g.vendor_code`),
  );
  if (bets.length === 0) return new Map();
  const bettors = [...new Set(bets.map((b) => Number(b.member_id)))];
  // Every agent above each bettor, with the next member on the path down (its child toward the bettor).
  const paths = rowsOf<PathRow>(
    await db.execute(sql`
      select up.descendant_id as member_id, up.ancestor_id as agent_id, nxt.ancestor_id as next_id
      from member_tree up
      join members a on a.id = up.ancestor_id
      join member_tree nxt on nxt.descendant_id = up.descendant_id and nxt.depth = up.depth - 1
      where up.descendant_id in (${sql.join(bettors.map((id) => sql`${id}`), sql`, `)})
        and up.depth > 0 and a.type in (${sql.join(AGENT_TYPES.map((t) => sql`${t}`), sql`, `)})`),
  );
  const rates = await ratesOf(db, [...new Set(paths.flatMap((p) => [Number(p.agent_id), Number(p.next_id)]))]);

  const betBySeries = new Map<number, Partial<Record<RebateSeries, bigint>>>();
  for (const bet of bets) {
    const series = seriesOfGame(bet.game_type, bet.vendor_code);
    if (!series) continue;
    const own = betBySeries.get(Number(bet.member_id)) ?? {};
    own[series] = (own[series] ?? 0n) + BigInt(bet.bet_minor);
    betBySeries.set(Number(bet.member_id), own);
  }

  // Numerators in minor units × basis points; divided once per agent.
  const numerators = new Map<number, bigint>();
  for (const path of paths) {
    const agent: Rates = rates.get(Number(path.agent_id))!;
    const next: Rates = rates.get(Number(path.next_id))!;
    const memberBets = betBySeries.get(Number(path.member_id)) ?? {};
    let sum = numerators.get(Number(path.agent_id)) ?? 0n;
    for (const series of REBATE_SERIES) {
      const diff = agent[series] - next[series];
      if (diff > 0 && memberBets[series]) sum += memberBets[series]! * BigInt(diff);
    }
    numerators.set(Number(path.agent_id), sum);
  }
  const amounts = new Map<number, bigint>();
  for (const [agentId, numerator] of numerators) if (numerator / 10_000n > 0n) amounts.set(agentId, numerator / 10_000n);
  return amounts;
}

/** The day asked to settle has not ended yet (Bangkok time): nothing was paid. */
export class DayNotEndedError extends Error {
  constructor(readonly day: string) {
    super(`The day ${day} has not ended yet (business time): it can be settled once it has`);
    this.name = 'DayNotEndedError';
  }
}

/**
 * `npm run ops -- settle agent-rebate --day YYYY-MM-DD`: pays each agent's rebate of the day once.
 * Only an ended day: its entry's key is per day, so a day paid early would never pay its rest.
 */
export async function settleAgentRebates(db: Db, day: string, directory?: AccountDirectory, now = new Date()): Promise<AgentRebateReport> {
  if (dayBounds(day).to > now) throw new DayNotEndedError(day);
  const amounts = await agentRebatesOf(db, day);
  const report: AgentRebateReport = { day, paid: [], alreadyPaid: 0, total: '0.00' };
  let total = 0n;
  for (const [agentId, amount] of [...amounts].sort(([a], [b]) => a - b)) {
    try {
      await inLedgerTransaction(db, directory, (writer) =>
        writer.post({
          key: `agent-rebate:${agentId}:${day}`,
          kind: 'agent_rebate',
          memberId: agentId,
          reference: `AR${day.replaceAll('-', '')}${agentId}`,
          actor: AGENT_REBATE_ACTOR,
          remark: `agent rebate ${day}`,
          postings: [
            { account: ledgerAccount.main(agentId), amount, txType: 'agent_rebate' },
            { account: ledgerAccount.houseBonusExpense, amount: -amount, txType: 'agent_rebate' },
          ],
        }),
      );
      report.paid.push({ agentId, amount: fromMinor(amount) });
      total += amount;
    } catch (error) {
      if (!(error instanceof DuplicateEntryError)) throw error;
      report.alreadyPaid += 1;
    }
  }
  report.total = fromMinor(total);
  return report;
}
