import 'server-only';
import { balanceSchema, type Balance } from '@/contract/wallet';
import { wpsFetch, type WpsCaller } from './client';

/** GET /wps/v2/wallets/balance (token). */
export function walletBalance(caller: WpsCaller): Promise<Balance> {
  return wpsFetch('/wps/v2/wallets/balance', { schema: balanceSchema, caller });
}
