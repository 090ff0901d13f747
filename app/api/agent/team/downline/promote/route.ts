import { promoteBody } from '@/contract/agent-team';
import { asAgent } from '@/lib/bff/agent-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { promoteDownline } from '@/lib/wps/agent-team';

/** PUT /api/agent/team/downline/promote { memberId } — a direct member becomes an agent. */
export async function PUT(request: Request) {
  return asAgent(request, async (caller) => {
    const body = await readJson(request, promoteBody);
    if (!body.ok) return body.response;
    return jsonResponse(await promoteDownline(caller, body.data));
  });
}
