// The operator's cashier settings as stored (settings key `cashier`), over the defaults: a stored
// object may lack fields added since it was written.
import { CASHIER_SETTINGS_KEY, DEFAULT_CASHIER_SETTINGS, type CashierSettings } from '../domain/cashier-settings';
import type { Executor } from './client';
import { readSetting } from './site-settings';

export async function readCashierSettings(ex: Executor): Promise<CashierSettings> {
  const stored = (await readSetting<Partial<CashierSettings>>(ex, CASHIER_SETTINGS_KEY)) ?? {};
  return {
    ...DEFAULT_CASHIER_SETTINGS,
    ...stored,
    withdraw: { ...DEFAULT_CASHIER_SETTINGS.withdraw, ...stored.withdraw },
    fundsPassword: { ...DEFAULT_CASHIER_SETTINGS.fundsPassword, ...stored.fundsPassword },
  };
}
