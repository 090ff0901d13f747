import { referralPageQuery } from '@/contract/referral';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { referralIncome } from '@/lib/wps/referral';

/** GET /api/referral/income?page&size — the referral income credited to the member. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const query = readQuery(request, referralPageQuery);
    if (!query.ok) return query.response;
    return jsonResponse(await referralIncome(caller, query.data));
  });
}
