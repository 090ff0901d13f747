// The operator's cashier settings as stored (settings key `cashier`), over the defaults: a stored
// object may lack fields added since it was written.
import { CASHIER_SETTINGS_KEY, DEFAULT_CASHIER_SETTINGS, type CashierSettings } from '../rules/cashier-settings';
import type { PaymentDetailsPatch } from '../../../../../contract/payment-details';
import type { Executor } from '../../../core/database/client';
import { readSetting, writeSetting } from '../../../core/database/settings';

export async function readCashierSettings(ex: Executor): Promise<CashierSettings> {
  const stored = (await readSetting<Partial<CashierSettings>>(ex, CASHIER_SETTINGS_KEY)) ?? {};
  return {
    ...DEFAULT_CASHIER_SETTINGS,
    ...stored,
    withdraw: { ...DEFAULT_CASHIER_SETTINGS.withdraw, ...stored.withdraw },
    fundsPassword: { ...DEFAULT_CASHIER_SETTINGS.fundsPassword, ...stored.fundsPassword },
    usdt: { ...DEFAULT_CASHIER_SETTINGS.usdt, ...stored.usdt },
  };
}

/** Where members pay: the receiving accounts, PromptPay id and USDT addresses (contract/payment-details.ts). */
export function paymentDetailsOf(settings: CashierSettings) {
  return { receivingAccounts: settings.receivingAccounts, promptPayId: settings.promptPayId, usdtAddresses: settings.usdt.addresses };
}

/** The operator's change of its payment details; the other cashier settings stay as they are. */
export async function updatePaymentDetails(ex: Executor, patch: PaymentDetailsPatch): Promise<ReturnType<typeof paymentDetailsOf>> {
  const current = await readCashierSettings(ex);
  const next: CashierSettings = {
    ...current,
    receivingAccounts: patch.receivingAccounts ?? current.receivingAccounts,
    promptPayId: patch.promptPayId ?? current.promptPayId,
    usdt: { ...current.usdt, addresses: patch.usdtAddresses ?? current.usdt.addresses },
  };
  await writeSetting(ex, CASHIER_SETTINGS_KEY, next);
  return paymentDetailsOf(next);
}
