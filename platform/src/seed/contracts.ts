// Contracts in the demo tree (money-and-agents §5.6): every agent below agent01 holds a signed
// dividend, daily, hourly and real-time contract from its upline agent (lower rates one level
// down, so each stays under its upline's), signed 90 days ago; then the settlement runs of the
// last weeks, exactly as the jobs do, so the contract pages show records and the ledger their
// payouts (an upline short of money leaves its records "not distributed", as live). Runs after
// the agent tree and rounds are seeded; with no sub-agent under agent01 it does nothing.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { ContractKind, ContractTerms } from '../../../contract/agent-contracts';
import { AGENT_TYPES } from '../../../contract/member-types';
import { recordContractEvent } from '../modules/agents';
import type { Db, Executor } from '../core/database/client';
import { members } from '../modules/accounts';
import { memberTree } from '../modules/agents';
import { agentContracts } from '../modules/agents';
import { addDays, localDayOf } from '../modules/agents';
import { runSettlement } from '../modules/agents';

const DAY = 86_400_000;
const TOP = 'agent01';

/** Terms by level below the top agent: 0 for its direct downlines, 1 below them. */
function termsFor(kind: ContractKind, level: number): ContractTerms {
  const [low, high] = level === 0 ? [1, 1] : [0.5, 0.75];
  const r = (value: number, scale: number) => (value * scale).toFixed(2);
  switch (kind) {
    case 'daily':
      return { tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: r(0.3, low) }, { betVolume: '10000.00', activeMember: 3, rateType: 'P', rate: r(0.6, high) }, { betVolume: '50000.00', activeMember: 5, rateType: 'P', rate: r(1, high) }] };
    case 'hourly':
      return { frequency: 'H', tiers: [{ minimumBet: '500.00', activeMember: 1, rateType: 'P', rate: r(0.1, low) }, { minimumBet: '5000.00', activeMember: 3, rateType: 'P', rate: r(0.3, high) }] };
    case 'dividend':
      return { period: 'W', tiers: [{ minimumBet: '10000.00', netLoss: '1000.00', activeMember: 3, contractRate: r(10, low) }, { minimumBet: '50000.00', netLoss: '5000.00', activeMember: 5, contractRate: r(20, high) }] };
    case 'realtime':
      return { games: [{ gameCode: '*', tiers: [{ betVolume: '10.00', profitRate: r(0.1, low), lossRate: r(0.2, low) }, { betVolume: '100.00', profitRate: r(0.3, high), lossRate: r(0.5, high) }] }] };
  }
}

export async function seedContracts(ex: Executor, now = new Date()): Promise<number> {
  const [top] = await ex.select({ id: members.id }).from(members).where(eq(members.account, TOP));
  if (!top) return 0;
  const agents = await ex
    .select({ id: members.id, parentId: members.parentId, depth: memberTree.depth })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(and(eq(memberTree.ancestorId, top.id), gt(memberTree.depth, 0), inArray(members.type, [...AGENT_TYPES])))
    .orderBy(memberTree.depth, members.id);
  const agentIds = new Set([top.id, ...agents.map((a) => a.id)]);
  const signedAt = new Date(now.getTime() - 90 * DAY);
  let created = 0;
  for (const agent of agents) {
    // A contract runs between an agent and its direct upline agent only.
    if (!agent.parentId || !agentIds.has(agent.parentId)) continue;
    for (const kind of ['dividend', 'daily', 'hourly', 'realtime'] as const) {
      const terms = termsFor(kind, agent.depth - 1);
      const [row] = await ex
        .insert(agentContracts)
        .values({ kind, uplineId: agent.parentId, downlineId: agent.id, status: 'A', version: 1, terms, createdAt: signedAt, updatedAt: signedAt, signedAt })
        .onConflictDoNothing()
        .returning({ id: agentContracts.id });
      if (!row) continue;
      created += 1;
      await recordContractEvent(ex, { contractId: row.id, action: 'offer', fromStatus: null, toStatus: 'P', actor: `member:${agent.parentId}`, terms, at: signedAt });
      await recordContractEvent(ex, { contractId: row.id, action: 'accept_offer', fromStatus: 'P', toStatus: 'A', actor: `member:${agent.id}`, at: signedAt });
    }
  }
  if (created === 0) return 0;

  // The settlement runs of the last weeks, as the jobs would have made them.
  const db = ex as Db;
  const today = localDayOf(now).day;
  for (let back = 14; back >= 1; back--) {
    const day = addDays(today, -back);
    await runSettlement(db, undefined, { run: 'dividend', day }, now);
    if (back <= 7) await runSettlement(db, undefined, { run: 'daily-salary', day }, now);
    if (back <= 1) {
      await runSettlement(db, undefined, { run: 'hourly-salary', day }, now);
      await runSettlement(db, undefined, { run: 'realtime-salary', day }, now);
    }
  }
  return created;
}
