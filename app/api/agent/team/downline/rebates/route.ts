import { downlineRebatesBody } from '@/contract/agent-team';
import { asAgent } from '@/lib/bff/agent-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { setDownlineRebates } from '@/lib/wps/agent-team';

/** PUT /api/agent/team/downline/rebates { memberId, rebates } — raise only, never above the caller's own. */
export async function PUT(request: Request) {
  return asAgent(request, async (caller) => {
    const body = await readJson(request, downlineRebatesBody);
    if (!body.ok) return body.response;
    return jsonResponse(await setDownlineRebates(caller, body.data));
  });
}
