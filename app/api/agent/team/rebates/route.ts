import { downlineRebatesQuery } from '@/contract/agent-team';
import { asAgent } from '@/lib/bff/agent-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { downlineRebates } from '@/lib/wps/agent-team';

/** GET /api/agent/team/rebates[?memberId] — the caller's (or a downline's) rates and the bounds it may set. */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => {
    const query = readQuery(request, downlineRebatesQuery);
    if (!query.ok) return query.response;
    return jsonResponse(await downlineRebates(caller, query.data.memberId));
  });
}
