import { betHistoryQuery } from '@/contract/cashier-records';
import { defineRoute } from '@/lib/bff/define-route';
import { betHistory } from '@/lib/wps/records';

/** GET /api/records/bets?gameType&startDate&endDate&page&size — the betting record of one game type. */
export const GET = defineRoute({ access: 'member', query: betHistoryQuery }, ({ caller, query }) => betHistory(caller, query));
