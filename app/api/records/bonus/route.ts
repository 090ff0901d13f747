import { bonusDetailsQuery } from '@/contract/cashier-records';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { bonusDetails } from '@/lib/wps/records';

/** GET /api/records/bonus?startDate&endDate&page&size — dividends, rebates and wages credited. */
export async function GET(request: Request) {
  const query = readQuery(request, bonusDetailsQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await bonusDetails(caller, query.data)));
}
