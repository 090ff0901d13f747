import 'server-only';
import {
  CONTRACT_DECISION_PATHS,
  consolidatedAnswer,
  contractHistory,
  contractView,
  contractsOverview,
  settlementPage,
  type ConsolidatedAnswer,
  type ContractDecisionBody,
  type ContractHistory,
  type ContractKind,
  type ContractOfferBody,
  type ContractsOverview,
  type ContractView,
  type SettlementPage,
  type SettlementQuery,
} from '@/contract/agent-contracts';
import { wpsFetch, type WpsCaller } from './client';

/** GET /wps/agent/contracts?kind (agents): my contract, whether I may offer, my direct downline agents and theirs. */
export function contractsOverviewOf(caller: WpsCaller, kind: ContractKind): Promise<ContractsOverview> {
  return wpsFetch('/wps/agent/contracts', { schema: contractsOverview, caller, query: { kind } });
}

/** POST /wps/agent/contracts: an offer to a direct downline agent. */
export function offerContract(caller: WpsCaller, body: ContractOfferBody): Promise<ContractView> {
  return wpsFetch('/wps/agent/contracts', { schema: contractView, caller, method: 'POST', body });
}

/** POST /wps/agent/contracts/:id/{modify|terminate|request-terminate}. */
export function contractAction(caller: WpsCaller, id: number, action: 'modify' | 'terminate' | 'request-terminate', body: object): Promise<ContractView> {
  return wpsFetch(`/wps/agent/contracts/${id}/${action}`, { schema: contractView, caller, method: 'POST', body });
}

export function contractHistoryOf(caller: WpsCaller, id: number): Promise<ContractHistory> {
  return wpsFetch(`/wps/agent/contracts/${id}/history`, { schema: contractHistory, caller });
}

/** The popup's decision: MCSFE_processContractDividend / …DailySalaryContract / …ContractHourSalary / …RealTimeSalaryContract. */
export function decideContract(caller: WpsCaller, kind: ContractKind, body: ContractDecisionBody): Promise<ContractView> {
  return wpsFetch(CONTRACT_DECISION_PATHS[kind], { schema: contractView, caller, method: 'POST', body });
}

/** GET /wps/member/info/funds/consolidated (COMM3): the contracts waiting for my decision. */
export function consolidatedContracts(caller: WpsCaller): Promise<ConsolidatedAnswer> {
  return wpsFetch('/wps/member/info/funds/consolidated', { schema: consolidatedAnswer, caller });
}

export function settlementRecordsOf(caller: WpsCaller, query: SettlementQuery): Promise<SettlementPage> {
  return wpsFetch('/wps/agent/settlements', { schema: settlementPage, caller, query: { ...query } });
}
