import { withdrawalReportQuerySchema } from '@/contract/cashier-withdraw';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { withdrawalRecords } from '@/lib/wps/withdraw';

/** GET /api/withdraw/records?startDateTs&endDateTs&page&size&status — the member's own withdrawals. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const query = readQuery(request, withdrawalReportQuerySchema);
    if (!query.ok) return query.response;
    return jsonResponse(await withdrawalRecords(caller, query.data));
  });
}
