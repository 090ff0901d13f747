import 'server-only';
import { balanceSchema, type Balance } from '@/contract/wallet';
import { wpsEventStream, wpsFetch, type WpsCaller } from './client';

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
