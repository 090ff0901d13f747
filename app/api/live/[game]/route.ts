import { liveGameOfSegment } from '@/contract/live-table';
import { asMember } from '@/lib/bff/member-route';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { liveTable } from '@/lib/wps/live-table';

/** GET /api/live/{baccarat|dragon-tiger|roulette|sic-bo} — the shared table: its open round and the latest results. Trial accounts may watch. */
export async function GET(request: Request, { params }: { params: Promise<{ game: string }> }) {
  const game = liveGameOfSegment((await params).game);
  if (!game) return errorResponse(404, 'live_table_not_found', 'No such table');
  return asMember(request, async (caller) => jsonResponse(await liveTable(caller, game)), { allowTrial: true });
}
