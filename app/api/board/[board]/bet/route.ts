import { eventBetBody } from '@/contract/event-board';
import { defineRoute } from '@/lib/bff/define-route';
import { placeEventBet } from '@/lib/wps/event-board';
import { boardParams } from '../board-params';

/** POST /api/board/{board}/bet { eventId, pick, odds, amount, gameCode? } (Idempotency-Key) — a single bet on an open event. */
export const POST = defineRoute({ access: 'member', params: boardParams, idempotent: true, body: eventBetBody }, ({ caller, params, body, idempotencyKey }) =>
  placeEventBet(caller, params.board, body, idempotencyKey),
);
