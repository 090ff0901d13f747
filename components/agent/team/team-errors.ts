'use client';

import { useTranslations } from 'next-intl';
import type { RebateProblem } from '@/contract/agent-team';
import type { Messages } from '@/lib/i18n/messages';
import type { ApiError } from '@/lib/ui/post-json';

type ErrorKey = keyof Messages['agentTeam']['errors'];

/** Platform and BFF codes of the team calls → keys of agentTeam.errors. */
const KEYS: Record<string, ErrorKey> = {
  'exists.username.err': 'existsUsername',
  downline_hourly_limit: 'hourlyLimit',
  downline_daily_limit: 'dailyLimit',
  'format.username.err': 'formatUsername',
  'format.pwd.err': 'formatPwd',
  'invalid.rebate.value': 'invalidRebate',
  downline_not_found: 'downlineNotFound',
  'downline.not.direct': 'notDirect',
  'downline.already.agent': 'alreadyAgent',
  'affiliate.code.taken': 'codeTaken',
  'affiliate.code.invalid': 'codeInvalid',
  affiliate_url_not_found: 'linkNotFound',
  non_agent: 'nonAgent',
  network_error: 'network',
};

/** The localized text of a team error; for a rebate error, of its series' problem. */
export function useTeamErrors() {
  const t = useTranslations('agentTeam.errors');
  const rebate = (problem: RebateProblem): string => {
    if (problem.kind === 'max') return t('rebateMax', { max: problem.max });
    if (problem.kind === 'min') return t('rebateMin', { min: problem.min });
    return t('invalidRebate');
  };
  const message = (error: ApiError): string => {
    const fields = Object.values(error.fields ?? {}) as unknown as RebateProblem[];
    if (fields[0] && ['max', 'min', 'invalid'].includes(fields[0].kind)) return rebate(fields[0]);
    return t(KEYS[error.code] ?? 'generic');
  };
  /** Per-series problems of a rebate error (shown beside each input). */
  const rebateFields = (error: ApiError): Record<string, string> =>
    Object.fromEntries(Object.entries((error.fields ?? {}) as unknown as Record<string, RebateProblem>).map(([series, problem]) => [series, rebate(problem)]));
  return { message, rebate, rebateFields };
}
