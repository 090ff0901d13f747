import { statementQuery } from '@/contract/responsible-gaming';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { activityStatement } from '@/lib/wps/responsible-gaming';

/** GET /api/responsible-gaming/statement?month=YYYY-MM — the month's deposits, withdrawals, stakes, wins and time played. */
export async function GET(request: Request) {
  const query = readQuery(request, statementQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await activityStatement(caller, query.data.month)));
}
