import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { depositPromotionsQuery } from '@/contract/cashier-deposit';
import { depositCashier, depositPromotions } from '@/lib/wps/deposit';

/**
 * GET /api/deposit/channels — settings and channels for the deposit page; with `?amount=&vendorId=`
 * the promotions that deposit may choose instead.
 */
export async function GET(request: Request) {
  const query = readQuery(request, depositPromotionsQuery);
  if (!query.ok) return query.response;
  const wantsPromotions = new URL(request.url).searchParams.has('vendorId');
  return asMember(request, async (caller) =>
    jsonResponse(wantsPromotions ? { promotions: await depositPromotions(caller, query.data) } : await depositCashier(caller)),
  );
}
