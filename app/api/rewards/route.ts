import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { rewardCenter } from '@/lib/wps/rewards';

/** GET /api/rewards — the reward center: available promotions, claimed and expired rewards, the badge count. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await rewardCenter(caller)));
}
