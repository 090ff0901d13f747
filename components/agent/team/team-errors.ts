'use client';

import { useTranslations } from 'next-intl';
import type { RebateProblem } from '@/contract/agent-team';
import type { ApiError } from '@/lib/ui/post-json';
import { useErrorText } from '@/lib/ui/use-messages';

/** The localized text of a team error; for a rebate error, of its series' problem. */
export function useTeamErrors() {
  const t = useTranslations('agentTeam.errors');
  const errorText = useErrorText('agentTeam');
  const rebate = (problem: RebateProblem): string => {
    if (problem.kind === 'max') return t('rebateMax', { max: problem.max });
    if (problem.kind === 'min') return t('rebateMin', { min: problem.min });
    return t('invalid_rebate_value');
  };
  const message = (error: ApiError): string => {
    const fields = Object.values(error.fields ?? {}) as unknown as RebateProblem[];
    if (fields[0] && ['max', 'min', 'invalid'].includes(fields[0].kind)) return rebate(fields[0]);
    return errorText(error.code);
  };
  /** Per-series problems of a rebate error (shown beside each input). */
  const rebateFields = (error: ApiError): Record<string, string> =>
    Object.fromEntries(Object.entries((error.fields ?? {}) as unknown as Record<string, RebateProblem>).map(([series, problem]) => [series, rebate(problem)]));
  return { message, rebate, rebateFields };
}
