import 'server-only';
import { liveBetReceiptSchema, liveBetsSchema, liveTableSchema, type LiveBetBody, type LiveTable } from '@/contract/live-table';
import { z } from 'zod';
import { wpsFetch, wpsEventStream, type WpsCaller } from './client';

/** The baccarat table: its open round (seed hash, close time) and the latest dealt rounds. */
export function liveTable(caller: WpsCaller): Promise<LiveTable> {
  return wpsFetch('/lgw/live/baccarat', { schema: liveTableSchema, caller });
}

/** A bet on the open round (token, Idempotency-Key). */
export function placeLiveBet(caller: WpsCaller, body: LiveBetBody, idempotencyKey: string): Promise<z.infer<typeof liveBetReceiptSchema>> {
  return wpsFetch('/lgw/live/baccarat/bet', { schema: liveBetReceiptSchema, caller, method: 'POST', body, idempotencyKey });
}

export function myLiveBets(caller: WpsCaller, limit: number): Promise<z.infer<typeof liveBetsSchema>> {
  return wpsFetch('/lgw/live/baccarat/bets', { schema: liveBetsSchema, caller, query: { limit } });
}

/** The table's round events (server-sent events), piped through the BFF. */
export function liveTableEvents(caller: WpsCaller, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  return wpsEventStream('/lgw/live/baccarat/events', caller, signal);
}
