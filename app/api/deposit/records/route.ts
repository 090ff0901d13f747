import { voucherReportQuery } from '@/contract/cashier-deposit';
import { defineRoute } from '@/lib/bff/define-route';
import { depositRecords } from '@/lib/wps/deposit';

/** GET /api/deposit/records?startDate&endDate&page&size&depositState — the member's deposit records. */
export const GET = defineRoute({ access: 'member', query: voucherReportQuery }, ({ caller, query }) => depositRecords(caller, query));
