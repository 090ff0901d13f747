import { depositPromotionsQuery } from '@/contract/cashier-deposit';
import { defineRoute } from '@/lib/bff/define-route';
import { depositCashier, depositPromotions } from '@/lib/wps/deposit';

/**
 * GET /api/deposit/channels — settings and channels for the deposit page; with `?amount=&vendorId=`
 * the promotions that deposit may choose instead.
 */
export const GET = defineRoute({ access: 'member', query: depositPromotionsQuery }, async ({ request, caller, query }) =>
  new URL(request.url).searchParams.has('vendorId') ? { promotions: await depositPromotions(caller, query) } : depositCashier(caller),
);
