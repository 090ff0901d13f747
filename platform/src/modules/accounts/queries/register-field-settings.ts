// The operator's registration field configuration (settings key `registration.fields`): the
// configurable fields' switches, pattern and lengths (contract/operator-settings.ts). None stored:
// the base configuration of modules/accounts/rules/register-fields.ts.
import type { RegisterFieldSpec } from '../rules/register-fields';
import type { Executor } from '../../../core/database/client';
import { readSetting, writeSetting } from '../../../core/database/settings';

export const REGISTER_FIELDS_SETTING_KEY = 'registration.fields';

export async function readConfiguredRegisterFields(ex: Executor): Promise<RegisterFieldSpec[]> {
  return (await readSetting<RegisterFieldSpec[]>(ex, REGISTER_FIELDS_SETTING_KEY)) ?? [];
}

export function writeConfiguredRegisterFields(ex: Executor, fields: readonly RegisterFieldSpec[]): Promise<void> {
  return writeSetting(ex, REGISTER_FIELDS_SETTING_KEY, fields);
}
