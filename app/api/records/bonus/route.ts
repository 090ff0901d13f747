import { bonusDetailsQuery } from '@/contract/cashier-records';
import { defineRoute } from '@/lib/bff/define-route';
import { bonusDetails } from '@/lib/wps/records';

/** GET /api/records/bonus?startDate&endDate&page&size — dividends, rebates and wages credited. */
export const GET = defineRoute({ access: 'member', query: bonusDetailsQuery }, ({ caller, query }) => bonusDetails(caller, query));
