import { defineRoute } from '@/lib/bff/define-route';
import { rewardCenter } from '@/lib/wps/rewards';

/** GET /api/rewards — the reward center: available promotions, claimed and expired rewards, the badge count. */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => rewardCenter(caller));
