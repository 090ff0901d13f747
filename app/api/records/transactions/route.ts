import { transactionHistoryQuery } from '@/contract/cashier-records';
import { defineRoute } from '@/lib/bff/define-route';
import { transactionHistory } from '@/lib/wps/records';

/** GET /api/records/transactions?codeTypes&startTime&endTime&page&size — the account record (≤ 30 days). */
export const GET = defineRoute({ access: 'member', query: transactionHistoryQuery }, ({ caller, query }) => transactionHistory(caller, query));
