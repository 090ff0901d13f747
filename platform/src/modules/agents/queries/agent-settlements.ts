// Settlement records in SQL: the contracts in force over a period, the claim of a contract's period
// (its unique row), the payout (P → A and its ledger entry, one transaction), the dividend's carried
// balance, the lottery plays of a team per draw, and the records pages' reads.
import { and, count, desc, eq, gte, isNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SETTLEMENT_TX_TYPES,
  settlementEntryKey,
  type ContractKind,
  type SettlementPage,
  type SettlementQuery,
} from '../../../../../contract/agent-contracts';
import { fromMinor } from '../../../../../contract/money';
import { ledgerAccount } from '../../ledger';
import { toCents } from '../../../core/money';
import type { ContractRow } from './agent-contracts';
import type { Db, Executor } from '../../../core/database/client';
import { InsufficientFundsError, inLedgerTransaction, type AccountDirectory } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { members } from '../../accounts';
import { agentContracts, agentSettlements } from '../schema-agent-contracts';

export type SettlementRow = typeof agentSettlements.$inferSelect;
export type NewSettlement = Omit<typeof agentSettlements.$inferInsert, 'id' | 'status' | 'entryKey' | 'paidAt' | 'createdAt'>;

/** Contracts of the kind signed before the window ends and not ended before it starts (each period is checked again). */
export async function contractsInForce(ex: Executor, kind: ContractKind, window: { start: Date; end: Date }): Promise<ContractRow[]> {
  return ex
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.kind, kind),
        lte(agentContracts.signedAt, window.end),
        or(isNull(agentContracts.endedAt), gte(agentContracts.endedAt, window.start)),
      ),
    )
    .orderBy(agentContracts.id);
}

/**
 * Claims a contract's period: inserts its record (P, or A when there is nothing to pay). A second
 * runner waits on the unique (contract, period) index and then finds the row taken: undefined.
 */
export async function claimSettlement(ex: Executor, record: NewSettlement): Promise<SettlementRow | undefined> {
  const [row] = await ex
    .insert(agentSettlements)
    .values({ ...record, status: record.amount > 0n ? 'P' : 'A' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export type PayOutcome = 'paid' | 'short' | 'taken';

/**
 * Pays a P record: the upline's main account → the agent's main account, one entry keyed by
 * contract and period, and the record to A, in one transaction (compare-and-set on P: of two
 * payers one moves it). The upline's balance short: nothing moves, the record stays P.
 */
export async function paySettlement(db: Db, directory: AccountDirectory | undefined, record: SettlementRow, actor: string, now = new Date()): Promise<PayOutcome> {
  const entryKey = settlementEntryKey(record.kind, record.contractId, record.periodKey);
  const txType = SETTLEMENT_TX_TYPES[record.kind];
  try {
    return await inLedgerTransaction(db, directory, async (writer) => {
      const [moved] = await writer.tx
        .update(agentSettlements)
        .set({ status: 'A', entryKey, paidAt: now })
        .where(and(eq(agentSettlements.id, record.id), eq(agentSettlements.status, 'P')))
        .returning({ id: agentSettlements.id });
      if (!moved) return 'taken';
      await writer.post({
        key: entryKey,
        kind: `contract_${record.kind}`,
        memberId: record.agentId,
        reference: `S${record.id}`,
        actor,
        remark: `${record.kind} ${record.periodKey}`,
        at: now,
        postings: [
          { account: ledgerAccount.main(record.uplineId), amount: -record.amount, txType },
          { account: ledgerAccount.main(record.agentId), amount: record.amount, txType },
        ],
      });
      return 'paid';
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) return 'short';
    throw error;
  }
}

export async function unpaidSettlements(ex: Executor, kind: ContractKind): Promise<SettlementRow[]> {
  return ex
    .select()
    .from(agentSettlements)
    .where(and(eq(agentSettlements.kind, kind), eq(agentSettlements.status, 'P')))
    .orderBy(agentSettlements.periodStart, agentSettlements.id);
}

/** The dividend balance carried out of the contract's last period before `start` (≤ 0; 0 when none). */
export async function carriedInto(ex: Executor, contractId: number, start: Date): Promise<bigint> {
  const [row] = await ex
    .select({ carried: agentSettlements.carriedAfter })
    .from(agentSettlements)
    .where(and(eq(agentSettlements.contractId, contractId), lte(agentSettlements.periodEnd, start)))
    .orderBy(desc(agentSettlements.periodEnd))
    .limit(1);
  return row?.carried ?? 0n;
}

/**
 * Each downline player's bet and win per lottery game and draw in [from, to), for an agent's team:
 * the local lottery's settled bets by their draw's time (a FAST draw falls in its own 5-minute
 * window), and rounds of other LOTT/ELOTT games by the time they were played.
 */
export async function lotteryPlays(ex: Executor, agentId: number, from: Date, to: Date, drawMs: number) {
  const rows = rowsOf<{ slot: string; member_id: number; game_code: string; bet: string; win: string }>(
    await ex.execute(sql`
      select floor(extract(epoch from r.created_at) * 1000 / ${drawMs})::bigint::text as slot, r.member_id, g.game_code,
        sum(r.bet)::text as bet, sum(r.win)::text as win
      from (
        select member_id, game_id, bet, win, created_at from game_rounds
        where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
        union all
        select b.member_id, b.game_id, b.stake::numeric / 100, b.win::numeric / 100, d.draw_at
        from lottery_bets b join lottery_draws d on d.id = b.draw_id
        where d.state = 'settled' and d.draw_at >= ${from.toISOString()}::timestamptz and d.draw_at < ${to.toISOString()}::timestamptz
      ) r
      join games g on g.id = r.game_id
      join member_tree t on t.descendant_id = r.member_id and t.ancestor_id = ${agentId} and t.depth > 0
      where g.game_type in ('LOTT', 'ELOTT')
      group by 1, 2, 3
      order by 1, 2, 3`),
  );
  return rows.map((r) => ({ start: new Date(Number(r.slot) * drawMs), memberId: Number(r.member_id), gameCode: r.game_code, bet: toCents(r.bet), win: toCents(r.win) }));
}

const agents = alias(members, 'agent');
const uplines = alias(members, 'upline');

/** The records page: paid to me (mine) or paid by me to my direct downline agents (team), newest period first. */
export async function settlementRecords(ex: Executor, agentId: number, query: SettlementQuery): Promise<SettlementPage> {
  const where = and(
    eq(agentSettlements.kind, query.kind),
    query.scope === 'mine' ? eq(agentSettlements.agentId, agentId) : eq(agentSettlements.uplineId, agentId),
    query.from === undefined ? undefined : gte(agentSettlements.periodStart, new Date(query.from)),
    query.to === undefined ? undefined : lt(agentSettlements.periodStart, new Date(query.to)),
  );
  const rows = await ex
    .select({ record: agentSettlements, agent: agents.account, upline: uplines.account })
    .from(agentSettlements)
    .innerJoin(agents, eq(agents.id, agentSettlements.agentId))
    .innerJoin(uplines, eq(uplines.id, agentSettlements.uplineId))
    .where(where)
    .orderBy(desc(agentSettlements.periodStart), desc(agentSettlements.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [totals] = await ex.select({ n: count(), amount: sum(agentSettlements.amount) }).from(agentSettlements).where(where);
  return {
    rows: rows.map(({ record: r, agent, upline }) => ({
      id: r.id,
      kind: r.kind,
      contractId: r.contractId,
      agent,
      upline,
      periodKey: r.periodKey,
      periodStart: r.periodStart.getTime(),
      periodEnd: r.periodEnd.getTime(),
      status: r.status,
      teamVolume: fromMinor(r.teamVolume),
      netLoss: fromMinor(r.netLoss),
      activeMembers: r.activeMembers,
      tier: r.tier,
      rate: r.rate,
      rateType: r.rateType ?? null,
      amount: fromMinor(r.amount),
      carriedBefore: fromMinor(r.carriedBefore),
      carriedAfter: fromMinor(r.carriedAfter),
      paidAt: r.paidAt ? r.paidAt.getTime() : null,
    })),
    total: Number(totals?.n ?? 0),
    page: query.page,
    size: query.size,
    amount: fromMinor(BigInt(totals?.amount ?? 0)),
  };
}
