import { ledgerAccount } from '../domain/ledger-accounts';
import { fromCents } from '../domain/money';
import type { Executor } from './client';
import { balanceOf } from './ledger';

export const WALLET_CURRENCY = 'THB';

/** The member's main wallet: the ledger's cached balance of `member:<id>:main` (0.00 before any money). */
export async function findWallet(ex: Executor, memberId: number): Promise<{ balance: string; currency: string }> {
  return { balance: fromCents(await balanceOf(ex, ledgerAccount.main(memberId))), currency: WALLET_CURRENCY };
}
