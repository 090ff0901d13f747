import { pageQuery } from '@/contract/loyalty';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { rebateRecords } from '@/lib/wps/loyalty';

/** GET /api/loyalty/rebate/records?page&size — the member's rebate claims, newest first. */
export async function GET(request: Request) {
  const query = readQuery(request, pageQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await rebateRecords(caller, query.data)));
}
