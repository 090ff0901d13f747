import { eq } from 'drizzle-orm';
import { formatMoney } from '../domain/money';
import type { Executor } from './client';
import { wallets } from './schema';

export async function findWallet(ex: Executor, memberId: number): Promise<{ balance: string; currency: string } | undefined> {
  const [wallet] = await ex
    .select({ balance: wallets.balance, currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return wallet && { balance: formatMoney(wallet.balance), currency: wallet.currency };
}
