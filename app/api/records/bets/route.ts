import { betHistoryQuery } from '@/contract/cashier-records';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { betHistory } from '@/lib/wps/records';

/** GET /api/records/bets?gameType&startDate&endDate&page&size — the betting record of one game type. */
export async function GET(request: Request) {
  const query = readQuery(request, betHistoryQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await betHistory(caller, query.data)));
}
