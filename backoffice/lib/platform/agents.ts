import 'server-only';
import {
  agentContractsAnswer,
  agentTreePage,
  settlementRerunResult,
  settlementRunsPage,
  type AgentTreeQuery,
  type SettlementRerunInput,
  type SettlementRunsQuery,
} from '../../../contract/agent-admin';
import { adminCall, segment } from './admin-fetch';

// Agents (agents:read to read the tree, contracts and runs; agents:settle to re-run a period, the
// platform checks it). Re-running pays only what was not paid yet.

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

export async function readAgentTree(token: string, query: AgentTreeQuery) {
  return (await adminCall({ method: 'GET', path: '/agents', token, query: { parent: query.parent, q: query.q, page: text(query.page), size: text(query.size) } }, agentTreePage)).value;
}

export async function readAgentContracts(token: string, account: string) {
  return (await adminCall({ method: 'GET', path: `/agents/${segment(account)}/contracts`, token }, agentContractsAnswer)).value;
}

export async function readSettlementRuns(token: string, query: SettlementRunsQuery) {
  return (await adminCall({ method: 'GET', path: '/agents/settlement-runs', token, query: { kind: query.kind, page: text(query.page), size: text(query.size) } }, settlementRunsPage)).value;
}

export async function rerunSettlement(token: string, input: SettlementRerunInput) {
  return (await adminCall({ method: 'POST', path: '/agents/settlement-runs', token, body: input }, settlementRerunResult)).value;
}
