import 'server-only';
import { cache } from 'react';
import { transferFundOffered } from '@/lib/member-center/personal-pages';
import { getSession } from '@/lib/session';
import { merchantWallet, wallets } from '@/lib/wps/transfers';

/**
 * Whether this member is offered /transferFund (personal-pages.ts transferFundOffered): the merchant
 * wallet's isSingle, and with a single wallet the member's vendor wallets (a trial account has none
 * to read: not offered). Once per request.
 */
export const transferFundOfferedHere = cache(async (language: string): Promise<boolean> => {
  const { isSingle } = await merchantWallet();
  if (!isSingle) return true;
  const session = await getSession();
  if (!session.token) return false;
  return transferFundOffered(isSingle, await wallets({ token: session.token, language }).catch(() => undefined));
});
