import { withdrawalReportQuerySchema } from '@/contract/cashier-withdraw';
import { defineRoute } from '@/lib/bff/define-route';
import { withdrawalRecords } from '@/lib/wps/withdraw';

/** GET /api/withdraw/records?startDateTs&endDateTs&page&size&status — the member's own withdrawals. */
export const GET = defineRoute({ access: 'member', query: withdrawalReportQuerySchema }, ({ caller, query }) => withdrawalRecords(caller, query));
