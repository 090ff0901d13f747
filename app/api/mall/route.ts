import { defineRoute } from '@/lib/bff/define-route';
import { mallOverview } from '@/lib/wps/points-mall';

/** GET /api/mall — points balance, point settings and the catalogue (PTSYS3). */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => mallOverview(caller));
