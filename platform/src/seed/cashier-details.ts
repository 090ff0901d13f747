// The demo profile's payment details: receiving bank accounts, a PromptPay id, a TRC-20 address and
// a USDT rate, so every deposit channel works on `npm start`. Demo values, never a real account:
// the production profile stores none (modules/cashier/rules/cashier-settings.ts) until the operator sets its own.
import { CASHIER_SETTINGS_KEY, DEFAULT_CASHIER_SETTINGS, type CashierSettings } from '../modules/cashier';
import { setOperatorRate } from '../modules/cashier';
import type { Executor } from '../core/database/client';
import { readSetting, writeSetting } from '../core/database/settings';

export const DEMO_CASHIER_SETTINGS: CashierSettings = {
  ...DEFAULT_CASHIER_SETTINGS,
  receivingAccounts: [
    { bankCode: 'KBANK', accountNumber: '0481234567', accountName: 'บจก. เดโม เกมมิ่ง', branch: 'Siam Square' },
    { bankCode: 'SCB', accountNumber: '4059876543', accountName: 'บจก. เดโม เกมมิ่ง', branch: 'Ratchada' },
  ],
  promptPayId: '0105561012345',
  usdt: { network: 'TRC-20', addresses: ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'] },
};

/** THB per USDT in satang. */
export const DEMO_USDT_RATE = 36_50n;

/** Writes them once: a demo database from before they were stored gets them on its next start. */
export async function seedCashierDetailsIfMissing(tx: Executor, now = new Date()): Promise<void> {
  if ((await readSetting(tx, CASHIER_SETTINGS_KEY)) !== undefined) return;
  await writeSetting(tx, CASHIER_SETTINGS_KEY, DEMO_CASHIER_SETTINGS);
  await setOperatorRate(tx, 'USDT', DEMO_USDT_RATE, now);
}
