import { profitQuery } from '@/contract/cashier-records';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { personalProfit } from '@/lib/wps/records';

/** GET /api/records/profit?startDate&endDate — personal P&L per game type. */
export async function GET(request: Request) {
  const query = readQuery(request, profitQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await personalProfit(caller, query.data)));
}
