import { boardFromSegment, eventBetBody } from '@/contract/event-board';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { placeEventBet } from '@/lib/wps/event-board';

/** POST /api/board/{board}/bet { eventId, pick, odds, amount, gameCode? } (Idempotency-Key) — a single bet on an open event. */
export async function POST(request: Request, { params }: { params: Promise<{ board: string }> }) {
  const board = boardFromSegment((await params).board);
  if (!board) return errorResponse(404, 'board_not_found', 'No such board');
  const idempotency = idempotencyKeyOf(request);
  if ('response' in idempotency) return idempotency.response;
  const body = await readJson(request, eventBetBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await placeEventBet(caller, board, body.data, idempotency.key)));
}
