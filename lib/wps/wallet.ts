import 'server-only';
import { z } from 'zod';
import { wpsEventStream, wpsFetch, type WpsCaller } from './client';

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

/**
 * GET /wps/v2/wallets/events (token): the member's balance as server-sent `balance` events (the
 * current one first, then each change), for /api/wallet/events to pipe to the browser.
 */
export function walletEvents(caller: WpsCaller, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  return wpsEventStream('/wps/v2/wallets/events', caller, signal);
}
