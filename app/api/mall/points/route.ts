import { pointDetailsQuery } from '@/contract/points-mall';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { pointDetails } from '@/lib/wps/points-mall';

/** GET /api/mall/points?page&size&direction — the member's points details (earned and spent). */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const query = readQuery(request, pointDetailsQuery);
    if (!query.ok) return query.response;
    return jsonResponse(await pointDetails(caller, query.data));
  });
}
