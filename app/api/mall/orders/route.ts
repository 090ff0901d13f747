import { redeemListQuery } from '@/contract/points-mall';
import { defineRoute } from '@/lib/bff/define-route';
import { redeemList } from '@/lib/wps/points-mall';

/** GET /api/mall/orders?page&size&state — the member's own redeem history. */
export const GET = defineRoute({ access: 'member', query: redeemListQuery }, ({ caller, query }) => redeemList(caller, query));
