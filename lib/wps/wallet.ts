import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';

/** Money stays a decimal string end to end; it is never turned into a float. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

const balanceSchema = z.object({
  balance: moneySchema,
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** GET /wps/v2/wallets/balance (token). */
export function walletBalance(caller: WpsCaller): Promise<Balance> {
  return wpsFetch('/wps/v2/wallets/balance', { schema: balanceSchema, caller });
}
