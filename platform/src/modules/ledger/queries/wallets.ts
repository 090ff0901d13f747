import { balanceWalletOf } from '../rules/play-wallet';
import { fromCents } from '../../../core/money';
import type { Executor } from '../../../core/database/client';
import { balanceOf } from './ledger';

export const WALLET_CURRENCY = 'THB';

/**
 * The member's balance: the ledger's cached balance of its main wallet, or of a trial account's
 * credit (play-wallet.ts balanceWalletOf); 0.00 before any money.
 */
export async function findWallet(ex: Executor, member: { memberId: number; type: number }): Promise<{ balance: string; currency: string }> {
  return { balance: fromCents(await balanceOf(ex, balanceWalletOf({ id: member.memberId, type: member.type }))), currency: WALLET_CURRENCY };
}
