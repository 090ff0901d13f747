import { redeemListQuery } from '@/contract/points-mall';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { redeemList } from '@/lib/wps/points-mall';

/** GET /api/mall/orders?page&size&state — the member's own redeem history. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const query = readQuery(request, redeemListQuery);
    if (!query.ok) return query.response;
    return jsonResponse(await redeemList(caller, query.data));
  });
}
