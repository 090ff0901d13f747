import { defineRoute } from '@/lib/bff/define-route';
import { referralOverview } from '@/lib/wps/referral';

/** GET /api/referral — the member's referral code, invitation count, income total and the rules. */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => referralOverview(caller));
