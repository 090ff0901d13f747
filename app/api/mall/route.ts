import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { mallOverview } from '@/lib/wps/points-mall';

/** GET /api/mall — points balance, point settings and the catalogue (PTSYS3). */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await mallOverview(caller)));
}
