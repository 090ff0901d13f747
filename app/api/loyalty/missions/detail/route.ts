import { missionIdQuery } from '@/contract/loyalty';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { missionLeaderboard, missionMilestones } from '@/lib/wps/loyalty';

/** GET /api/loyalty/missions/detail?missionId — one mission's milestones and leaderboard (footer: the member's own rank). */
export async function GET(request: Request) {
  const query = readQuery(request, missionIdQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => {
    const [detail, leaderboard] = await Promise.all([missionMilestones(caller, query.data.missionId), missionLeaderboard(caller, query.data.missionId)]);
    return jsonResponse({ ...detail, leaderboard });
  });
}
