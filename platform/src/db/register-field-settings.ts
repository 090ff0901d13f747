// The operator's registration field configuration (settings key `registration.fields`): the
// configurable fields' switches, pattern and lengths (contract/operator-settings.ts). None stored:
// the base configuration of domain/register-fields.ts.
import type { RegisterFieldSpec } from '../domain/register-fields';
import type { Executor } from './client';
import { readSetting, writeSetting } from './site-settings';

export const REGISTER_FIELDS_SETTING_KEY = 'registration.fields';

export async function readConfiguredRegisterFields(ex: Executor): Promise<RegisterFieldSpec[]> {
  return (await readSetting<RegisterFieldSpec[]>(ex, REGISTER_FIELDS_SETTING_KEY)) ?? [];
}

export function writeConfiguredRegisterFields(ex: Executor, fields: readonly RegisterFieldSpec[]): Promise<void> {
  return writeSetting(ex, REGISTER_FIELDS_SETTING_KEY, fields);
}
