import { voucherReportQuery } from '@/contract/cashier-deposit';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { depositRecords } from '@/lib/wps/deposit';

/** GET /api/deposit/records?startDate&endDate&page&size&depositState — the member's deposit records. */
export async function GET(request: Request) {
  const query = readQuery(request, voucherReportQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await depositRecords(caller, query.data)));
}
