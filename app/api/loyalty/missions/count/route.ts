import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { missionClaimableCount } from '@/lib/wps/loyalty';

/** GET /api/loyalty/missions/count — the red badge of /missionLeaderboard: missions with a milestone to claim. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await missionClaimableCount(caller)), { allowTrial: true });
}
