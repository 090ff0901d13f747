import { missionSummaryQuery } from '@/contract/loyalty';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { missionSummaries } from '@/lib/wps/loyalty';

/** GET /api/loyalty/missions?status=O|U|E&page&size — missions with the member's progress. */
export async function GET(request: Request) {
  const query = readQuery(request, missionSummaryQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await missionSummaries(caller, query.data)));
}
