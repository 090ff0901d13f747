// Operator-tunable accounts settings kept in the settings table (no migration needed).
import type { Executor } from '../../../core/database/client';
import { readSetting, writeSetting } from '../../../core/database/settings';
import { DEFAULT_SMS_POLICY, mergePolicy, type SmsPolicy } from '../rules/sms-policy';

export const SMS_POLICY_KEY = 'accounts.smsPolicy';

export async function readSmsPolicy(ex: Executor): Promise<SmsPolicy> {
  const stored = await readSetting<Partial<SmsPolicy>>(ex, SMS_POLICY_KEY);
  return stored ? mergePolicy(DEFAULT_SMS_POLICY, stored) : { ...DEFAULT_SMS_POLICY };
}

/** Applies a partial change (validated); `reset` goes back to the defaults. */
export async function updateSmsPolicy(ex: Executor, patch: Record<string, unknown> | 'reset'): Promise<SmsPolicy> {
  const next = patch === 'reset' ? { ...DEFAULT_SMS_POLICY } : mergePolicy(await readSmsPolicy(ex), patch);
  await writeSetting(ex, SMS_POLICY_KEY, next);
  return next;
}
