import { liveBetBodyOf, liveGameOfSegment } from '@/contract/live-table';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { placeLiveBet } from '@/lib/wps/live-table';

/** POST /api/live/{game}/bet { roundId, side, amount, gameCode? } (Idempotency-Key) — a bet on one of the game's spots in the open round. */
export async function POST(request: Request, { params }: { params: Promise<{ game: string }> }) {
  const game = liveGameOfSegment((await params).game);
  if (!game) return errorResponse(404, 'live_table_not_found', 'No such table');
  const idempotency = idempotencyKeyOf(request);
  if ('response' in idempotency) return idempotency.response;
  const body = await readJson(request, liveBetBodyOf(game));
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await placeLiveBet(caller, game, body.data, idempotency.key)));
}
