import { defineRoute } from '@/lib/bff/define-route';
import { missionClaimableCount } from '@/lib/wps/loyalty';

/** GET /api/loyalty/missions/count — the red badge of /missionLeaderboard: missions with a milestone to claim. */
export const GET = defineRoute({ access: 'member', trial: true }, ({ caller }) => missionClaimableCount(caller));
