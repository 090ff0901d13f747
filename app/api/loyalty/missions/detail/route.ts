import { missionIdQuery } from '@/contract/loyalty';
import { defineRoute } from '@/lib/bff/define-route';
import { missionLeaderboard, missionMilestones } from '@/lib/wps/loyalty';

/** GET /api/loyalty/missions/detail?missionId — one mission's milestones and leaderboard (footer: the member's own rank). */
export const GET = defineRoute({ access: 'member', query: missionIdQuery }, async ({ caller, query }) => {
  const [detail, leaderboard] = await Promise.all([missionMilestones(caller, query.missionId), missionLeaderboard(caller, query.missionId)]);
  return { ...detail, leaderboard };
});
