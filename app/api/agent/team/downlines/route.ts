import { downlinesQuery } from '@/contract/agent-team';
import { asAgent } from '@/lib/bff/agent-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { downlines } from '@/lib/wps/agent-team';

/** GET /api/agent/team/downlines?type=agent|member&parentId&search&page&size */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => {
    const query = readQuery(request, downlinesQuery);
    if (!query.ok) return query.response;
    return jsonResponse(await downlines(caller, query.data));
  });
}
