import 'server-only';
import type { LiveGame } from '@/contract/live-spots';
import { LIVE_TABLES, liveBetReceiptSchema, liveBetsSchema, liveTableSchema, type LiveBetBody, type LiveTable } from '@/contract/live-table';
import { z } from 'zod';
import { wpsFetch, wpsEventStream, type WpsCaller } from './client';

const path = (game: LiveGame) => `/lgw/live/${LIVE_TABLES[game].segment}`;

/** A game's table: its open round (seed hash, close time) and the latest dealt rounds. */
export function liveTable(caller: WpsCaller, game: LiveGame): Promise<LiveTable> {
  return wpsFetch(path(game), { schema: liveTableSchema, caller });
}

/** A bet on the table's open round (token, Idempotency-Key). */
export function placeLiveBet(caller: WpsCaller, game: LiveGame, body: LiveBetBody, idempotencyKey: string): Promise<z.infer<typeof liveBetReceiptSchema>> {
  return wpsFetch(`${path(game)}/bet`, { schema: liveBetReceiptSchema, caller, method: 'POST', body, idempotencyKey });
}

export function myLiveBets(caller: WpsCaller, game: LiveGame, limit: number): Promise<z.infer<typeof liveBetsSchema>> {
  return wpsFetch(`${path(game)}/bets`, { schema: liveBetsSchema, caller, query: { limit } });
}

/** The table's round events (server-sent events), piped through the BFF. */
export function liveTableEvents(caller: WpsCaller, game: LiveGame, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  return wpsEventStream(`${path(game)}/events`, caller, signal);
}
