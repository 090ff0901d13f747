import { z } from 'zod';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { myLiveBets } from '@/lib/wps/live-table';

const betsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** GET /api/live/baccarat/bets?limit — the member's baccarat bets, latest first. */
export async function GET(request: Request) {
  const query = readQuery(request, betsQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await myLiveBets(caller, query.data.limit)), { allowTrial: true });
}
