// Agent contracts in SQL: reads (each scoped to a party of the contract), the compare-and-set every
// state change goes through, and the history of those changes.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LIVE_STATUSES,
  SIGNED_STATUSES,
  type ContractKind,
  type ContractStatus,
  type ContractTerms,
  type ContractView,
} from '../../../../../contract/agent-contracts';
import type { Executor } from '../../../core/database/client';
import { members } from '../../accounts';
import { agentContractEvents, agentContracts } from '../schema-agent-contracts';

export type ContractRow = typeof agentContracts.$inferSelect;

const uplines = alias(members, 'upline');
const downlines = alias(members, 'downline');
const ms = (date: Date | null) => (date ? date.getTime() : null);

/** Rows with both parties' accounts, in the shape of the contract's view. */
async function viewsWhere(ex: Executor, where: ReturnType<typeof and>, higherRate: (row: ContractRow) => boolean = () => false): Promise<ContractView[]> {
  const rows = await ex
    .select({ contract: agentContracts, upline: uplines.account, downline: downlines.account })
    .from(agentContracts)
    .innerJoin(uplines, eq(uplines.id, agentContracts.uplineId))
    .innerJoin(downlines, eq(downlines.id, agentContracts.downlineId))
    .where(where)
    .orderBy(desc(agentContracts.id));
  return rows.map(({ contract, upline, downline }) => viewOf(contract, upline, downline, higherRate(contract)));
}

export function viewOf(row: ContractRow, upline: string, downline: string, downlineHigherRate: boolean): ContractView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    version: row.version,
    upline: { id: row.uplineId, account: upline },
    downline: { id: row.downlineId, account: downline },
    terms: row.terms,
    pendingTerms: row.pendingTerms ?? null,
    requestedBy: row.requestedBy ?? null,
    downlineHigherRate: downlineHigherRate ? 'Y' : 'N',
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    signedAt: ms(row.signedAt),
    endedAt: ms(row.endedAt),
  };
}

export async function contractViews(ex: Executor, ids: number[], higherRate?: (row: ContractRow) => boolean): Promise<ContractView[]> {
  if (ids.length === 0) return [];
  return viewsWhere(ex, and(inArray(agentContracts.id, ids)), higherRate);
}

/** A contract the member is a party of (upline or downline); another's reads as missing. */
export async function contractOfParty(ex: Executor, contractId: number, memberId: number): Promise<ContractRow | undefined> {
  if (!Number.isSafeInteger(contractId)) return undefined;
  const [row] = await ex
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.id, contractId), or(eq(agentContracts.uplineId, memberId), eq(agentContracts.downlineId, memberId))));
  return row;
}

/** The member's signed contract of the kind (A, E or V): what caps its own offers. */
export async function signedContractOf(ex: Executor, kind: ContractKind, memberId: number): Promise<ContractRow | undefined> {
  const [row] = await ex
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.kind, kind), eq(agentContracts.downlineId, memberId), inArray(agentContracts.status, [...SIGNED_STATUSES])));
  return row;
}

/** The live contracts of the kind a member gave its own downlines. */
export async function liveContractsGivenBy(ex: Executor, kind: ContractKind, uplineId: number): Promise<ContractRow[]> {
  return ex
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.kind, kind), eq(agentContracts.uplineId, uplineId), inArray(agentContracts.status, [...LIVE_STATUSES])))
    .orderBy(asc(agentContracts.id));
}

/** Inserts an offer; undefined when the downline already has a live contract of the kind (unique index). */
export async function insertContract(
  ex: Executor,
  values: { kind: ContractKind; uplineId: number; downlineId: number; terms: ContractTerms; now: Date },
): Promise<ContractRow | undefined> {
  const [row] = await ex
    .insert(agentContracts)
    .values({ kind: values.kind, uplineId: values.uplineId, downlineId: values.downlineId, status: 'P', terms: values.terms, createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export interface ContractChange {
  terms?: ContractTerms;
  pendingTerms?: ContractTerms | null;
  requestedBy?: 'upline' | 'downline' | null;
  signedAt?: Date;
  endedAt?: Date;
}

/**
 * Moves a contract to `to` if it is still in the status and version it was read in (UPDATE … WHERE
 * id AND status AND version): of two deciders at once exactly one gets the row back.
 */
export async function casContract(
  ex: Executor,
  row: Pick<ContractRow, 'id' | 'status' | 'version'>,
  to: ContractStatus,
  change: ContractChange,
  now: Date,
): Promise<ContractRow | undefined> {
  const [moved] = await ex
    .update(agentContracts)
    .set({ status: to, version: sql`${agentContracts.version} + 1`, updatedAt: now, ...change })
    .where(and(eq(agentContracts.id, row.id), eq(agentContracts.status, row.status), eq(agentContracts.version, row.version)))
    .returning();
  return moved;
}

export async function recordContractEvent(
  ex: Executor,
  event: { contractId: number; action: string; fromStatus: ContractStatus | null; toStatus: ContractStatus; actor: string; terms?: ContractTerms | null; remark?: string | null; at: Date },
): Promise<void> {
  await ex.insert(agentContractEvents).values({
    contractId: event.contractId,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actor: event.actor,
    terms: event.terms ?? null,
    remark: event.remark ?? null,
    createdAt: event.at,
  });
}

export async function contractEvents(ex: Executor, contractId: number) {
  const rows = await ex.select().from(agentContractEvents).where(eq(agentContractEvents.contractId, contractId)).orderBy(asc(agentContractEvents.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    fromStatus: row.fromStatus ?? null,
    toStatus: row.toStatus,
    actor: row.actor,
    terms: row.terms ?? null,
    remark: row.remark ?? null,
    at: row.createdAt.getTime(),
  }));
}

/** Contracts waiting for this member's decision: offers and modify requests to it, and terminate requests the other side made. */
export async function contractsAwaiting(ex: Executor, memberId: number): Promise<ContractRow[]> {
  return ex
    .select()
    .from(agentContracts)
    .where(
      or(
        and(eq(agentContracts.downlineId, memberId), inArray(agentContracts.status, ['P', 'E'])),
        and(eq(agentContracts.downlineId, memberId), eq(agentContracts.status, 'V'), eq(agentContracts.requestedBy, 'upline')),
        and(eq(agentContracts.uplineId, memberId), eq(agentContracts.status, 'V'), eq(agentContracts.requestedBy, 'downline')),
      ),
    )
    .orderBy(asc(agentContracts.id));
}

/** The member's direct downline agents with the contract of the kind each has from it (latest first). */
export async function directDownlineAgents(ex: Executor, agentId: number, agentTypes: readonly number[]) {
  return ex
    .select({ memberId: members.id, account: members.account, nickname: members.nickname })
    .from(members)
    .where(and(eq(members.parentId, agentId), inArray(members.type, [...agentTypes])))
    .orderBy(asc(members.account));
}

/** The latest contract of the kind the upline gave each downline (live first, else the last ended one). */
export async function latestContractsGivenBy(ex: Executor, kind: ContractKind, uplineId: number): Promise<ContractRow[]> {
  return ex
    .selectDistinctOn([agentContracts.downlineId])
    .from(agentContracts)
    .where(and(eq(agentContracts.kind, kind), eq(agentContracts.uplineId, uplineId)))
    .orderBy(agentContracts.downlineId, sql`(${agentContracts.status} in ('P', 'A', 'E', 'V')) desc`, desc(agentContracts.id));
}

/** The member's latest contract of the kind from its upline (live first). */
export async function latestContractOf(ex: Executor, kind: ContractKind, downlineId: number): Promise<ContractRow | undefined> {
  const [row] = await ex
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.kind, kind), eq(agentContracts.downlineId, downlineId)))
    .orderBy(sql`(${agentContracts.status} in ('P', 'A', 'E', 'V')) desc`, desc(agentContracts.id))
    .limit(1);
  return row;
}
