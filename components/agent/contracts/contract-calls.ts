'use client';

import { useTranslations } from 'next-intl';
import type { ContractKind, ContractView } from '@/contract/agent-contracts';
import { callApi, type ApiError, type ApiResult } from '@/lib/ui/post-json';

/** The popup's decision (status A/R for an offer or modify request, C/A for a terminate request). */
export function decide(contract: ContractView, status: 'A' | 'R' | 'C'): Promise<ApiResult<ContractView>> {
  return callApi<ContractView>('/api/agent/contracts/decide', { kind: contract.kind, id: contract.id, status, version: contract.version });
}

export function contractAction(contract: ContractView, action: 'terminate' | 'request-terminate'): Promise<ApiResult<ContractView>> {
  return callApi<ContractView>(`/api/agent/contracts/${contract.id}/${action}`, { version: contract.version });
}

export function offer(kind: ContractKind, downlineId: number, terms: unknown): Promise<ApiResult<ContractView>> {
  return callApi<ContractView>('/api/agent/contracts', { kind, downlineId, terms });
}

export function modify(contract: ContractView, terms: unknown): Promise<ApiResult<ContractView>> {
  return callApi<ContractView>(`/api/agent/contracts/${contract.id}/modify`, { terms, version: contract.version });
}

const KNOWN = new Set([
  'network_error', 'validation_failed', 'non_agent', 'downline_not_found', 'downline_not_agent', 'contract_not_found', 'contract_exists',
  'contract_state_changed', 'contract_action_not_allowed', 'no_own_contract', 'rate_type_mixed', 'rate_type_not_allowed', 'game_not_lottery',
  'game_duplicate', 'betVolume_lessthanlast', 'minimumBet_lessthanlast', 'netLoss_lessthanlast', 'activeMember_lessthanlast', 'rate_lessthanlast',
  'contractRate_lessthanlast', 'profitRate_lessthanlast', 'lossRate_lessthanlast', 'rate_outofrange_higher', 'contractRate_outofrange_higher',
  'profitRate_outofrange_higher', 'lossRate_outofrange_higher',
]);

/** A platform or BFF error as a localized sentence (the level and limit of a tier rule filled in). */
export function useContractError(): (error: ApiError) => string {
  const t = useTranslations('contracts.errors');
  return (error) => {
    if (!KNOWN.has(error.code)) return t('generic');
    const fields = (error.fields ?? {}) as unknown as { tier?: number; max?: string | null };
    // The codes are checked above; their texts take the level and the limit.
    const text = t as unknown as (key: string, values: Record<string, string | number>) => string;
    return text(error.code, { tier: fields.tier ?? '', max: fields.max ?? '' });
  };
}
