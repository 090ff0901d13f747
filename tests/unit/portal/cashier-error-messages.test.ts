/** @jest-environment node */
// Every refusal code of the deposit and withdrawal calls (contract/cashier-*.ts) has a text in every
// locale where the portal looks for it: deposit.errors.<code>, else the site's errors.<code>
// (useDepositErrorText); withdraw.errors.<code> with dots as underscores (useWithdrawErrorText).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPOSIT_ERROR_CODES } from '@/contract/cashier-deposit';
import { WITHDRAW_ERROR_CODES } from '@/contract/cashier-withdraw';
import { routing } from '@/lib/i18n/routing';

type Texts = Record<string, string>;
const read = (area: string, locale: string) => JSON.parse(readFileSync(path.join(__dirname, '../../../messages', area, `${locale}.json`), 'utf8'));

describe.each(routing.locales)('%s', (locale) => {
  const site: Texts = read('account', locale).errors;

  it('has a text for every deposit refusal', () => {
    const deposit: Texts = read('deposit', locale).deposit.errors;
    expect(DEPOSIT_ERROR_CODES.filter((code) => !(deposit[code] ?? site[code])?.trim())).toEqual([]);
  });

  it('has a text for every withdrawal refusal', () => {
    const withdraw: Texts = read('withdraw', locale).withdraw.errors;
    expect(WITHDRAW_ERROR_CODES.filter((code) => !withdraw[code.replace(/\./g, '_')]?.trim())).toEqual([]);
  });
});
