import { registeredAffiliatesQuery } from '@/contract/agent-team';
import { asAgent } from '@/lib/bff/agent-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { registeredAffiliates } from '@/lib/wps/agent-team';

/** GET /api/agent/team/links/registered?affiUrlId&page&size — who registered through one link. */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => {
    const query = readQuery(request, registeredAffiliatesQuery);
    if (!query.ok) return query.response;
    return jsonResponse(await registeredAffiliates(caller, query.data));
  });
}
