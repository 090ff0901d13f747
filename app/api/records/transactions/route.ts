import { transactionHistoryQuery } from '@/contract/cashier-records';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { transactionHistory } from '@/lib/wps/records';

/** GET /api/records/transactions?codeTypes&startTime&endTime&page&size — the account record (≤ 30 days). */
export async function GET(request: Request) {
  const query = readQuery(request, transactionHistoryQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await transactionHistory(caller, query.data)));
}
