import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { referralOverview } from '@/lib/wps/referral';

/** GET /api/referral — the member's referral code, invitation count, income total and the rules. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await referralOverview(caller)));
}
