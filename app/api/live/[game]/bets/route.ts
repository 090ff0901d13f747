import { z } from 'zod';
import { liveGameOfSegment } from '@/contract/live-table';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { myLiveBets } from '@/lib/wps/live-table';

const betsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** GET /api/live/{game}/bets?limit — the member's bets at that table, latest first. */
export async function GET(request: Request, { params }: { params: Promise<{ game: string }> }) {
  const game = liveGameOfSegment((await params).game);
  if (!game) return errorResponse(404, 'live_table_not_found', 'No such table');
  const query = readQuery(request, betsQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await myLiveBets(caller, game, query.data.limit)), { allowTrial: true });
}
