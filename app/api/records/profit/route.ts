import { profitQuery } from '@/contract/cashier-records';
import { defineRoute } from '@/lib/bff/define-route';
import { personalProfit } from '@/lib/wps/records';

/** GET /api/records/profit?startDate&endDate — personal P&L per game type. */
export const GET = defineRoute({ access: 'member', query: profitQuery }, ({ caller, query }) => personalProfit(caller, query));
