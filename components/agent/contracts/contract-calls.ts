'use client';

import type { ContractKind, ContractView } from '@/contract/agent-contracts';
import { callApi, type ApiError, type ApiResult } from '@/lib/ui/post-json';
import { useErrorText } from '@/lib/ui/use-messages';

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

/** A platform or BFF error as a localized sentence (the level and limit of a tier rule filled in). */
export function useContractError(): (error: ApiError) => string {
  const errorText = useErrorText('contracts');
  return (error) => {
    const fields = (error.fields ?? {}) as unknown as { tier?: number; max?: string | null };
    return errorText(error.code, { tier: fields.tier ?? '', max: fields.max ?? '' });
  };
}
