import 'server-only';
import { z } from 'zod';
import { eventBetReceiptSchema, eventBetsSchema, eventBoardSchema, boardSegment, type EventBetBody, type EventBoard, type EventBoardView } from '@/contract/event-board';
import { wpsFetch, type WpsCaller } from './client';

/** A demo event board: its open events with odds and seed hashes, and its latest results. */
export function eventBoard(caller: WpsCaller, board: EventBoard): Promise<EventBoardView> {
  return wpsFetch(`/lgw/board/${boardSegment(board)}`, { schema: eventBoardSchema, caller });
}

/** A single bet on one pick of an open event (token, Idempotency-Key). */
export function placeEventBet(caller: WpsCaller, board: EventBoard, body: EventBetBody, idempotencyKey: string): Promise<z.infer<typeof eventBetReceiptSchema>> {
  return wpsFetch(`/lgw/board/${boardSegment(board)}/bet`, { schema: eventBetReceiptSchema, caller, method: 'POST', body, idempotencyKey });
}

export function myEventBets(caller: WpsCaller, limit: number): Promise<z.infer<typeof eventBetsSchema>> {
  return wpsFetch('/lgw/board/bets', { schema: eventBetsSchema, caller, query: { limit } });
}
