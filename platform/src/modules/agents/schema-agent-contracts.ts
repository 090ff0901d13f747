// Agent contracts and their settlement (contract/agent-contracts.ts; money-and-agents §5.6): the
// contract between an upline agent and its direct downline agent, every state change it went
// through, and one settlement record per contract and period (the payout's ledger entry is keyed
// by the same contract and period).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContractKind, ContractStatus, ContractTerms, SettlementStatus } from '../../../../contract/agent-contracts';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

// `terms` are the signed terms (or the offered ones while P); a modify request keeps the proposal in
// `pending_terms` until the downline decides. `requested_by` says who asked for a pending E or V.
// At most one live contract (P, A, E, V) per kind and downline.
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    status: text('status').$type<ContractStatus>().notNull(),
    version: integer('version').notNull().default(0),
    terms: jsonb('terms').$type<ContractTerms>().notNull(),
    pendingTerms: jsonb('pending_terms').$type<ContractTerms>(),
    requestedBy: text('requested_by').$type<'upline' | 'downline'>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    signedAt: at('signed_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('agent_contracts_live_key').on(t.kind, t.downlineId).where(sql`${t.status} in ('P', 'A', 'E', 'V')`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind),
    index('agent_contracts_downline_idx').on(t.downlineId, t.kind),
    check('agent_contracts_status', sql`${t.status} in ('P', 'A', 'E', 'V', 'C', 'R')`),
    check('agent_contracts_kind', sql`${t.kind} in ('dividend', 'daily', 'hourly', 'realtime')`),
  ],
);

export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<ContractStatus>(),
    toStatus: text('to_status').$type<ContractStatus>().notNull(),
    actor: text('actor').notNull(),
    terms: jsonb('terms').$type<ContractTerms>(),
    remark: text('remark'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('agent_contract_events_contract_idx').on(t.contractId, t.id)],
);

// One row per contract and period: what the period's team did, the tier it hit and the amount.
// Claimed (inserted) before it is paid; (contract_id, period_key) unique, so a period is settled
// once whoever runs it. `carried_*` is the dividend's negative P&L carried between periods.
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContractKind>().notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    periodKey: text('period_key').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    status: text('status').$type<SettlementStatus>().notNull(),
    teamVolume: minor('team_volume').notNull(),
    netLoss: minor('net_loss').notNull(),
    activeMembers: integer('active_members').notNull(),
    tier: integer('tier'),
    rate: text('rate'),
    rateType: text('rate_type').$type<'P' | 'F'>(),
    amount: minor('amount').notNull(),
    carriedBefore: minor('carried_before').notNull().default(sql`0`),
    carriedAfter: minor('carried_after').notNull().default(sql`0`),
    entryKey: text('entry_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('agent_settlements_period_key').on(t.contractId, t.periodKey),
    index('agent_settlements_agent_idx').on(t.agentId, t.kind, t.periodStart),
    index('agent_settlements_upline_idx').on(t.uplineId, t.kind, t.periodStart),
    index('agent_settlements_unpaid_idx').on(t.kind, t.status),
    index('agent_settlements_paid_idx').on(t.paidAt).where(sql`${t.status} = 'A'`),
    // The settlement runs, newest period first (migration 0042).
    index('agent_settlements_period_idx').on(t.periodStart, t.kind, t.periodKey),
    check('agent_settlements_status', sql`${t.status} in ('P', 'A', 'R')`),
    check('agent_settlements_amount', sql`${t.amount} >= 0`),
  ],
);
