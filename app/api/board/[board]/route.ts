import { boardFromSegment } from '@/contract/event-board';
import { asMember } from '@/lib/bff/member-route';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { eventBoard } from '@/lib/wps/event-board';

/** GET /api/board/{sports|esports|cockfight} — a demo event board: open events with odds, latest results. Trial accounts may watch. */
export async function GET(request: Request, { params }: { params: Promise<{ board: string }> }) {
  const board = boardFromSegment((await params).board);
  if (!board) return errorResponse(404, 'board_not_found', 'No such board');
  return asMember(request, async (caller) => jsonResponse(await eventBoard(caller, board)), { allowTrial: true });
}
