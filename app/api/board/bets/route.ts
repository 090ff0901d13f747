import { z } from 'zod';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { myEventBets } from '@/lib/wps/event-board';

const betsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** GET /api/board/bets?limit — the member's event-board bets, latest first, with results once settled. */
export async function GET(request: Request) {
  const query = readQuery(request, betsQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await myEventBets(caller, query.data.limit)), { allowTrial: true });
}
