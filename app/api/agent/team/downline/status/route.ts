import { downlineStatusBody } from '@/contract/agent-team';
import { asAgent } from '@/lib/bff/agent-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { setDownlineStatus } from '@/lib/wps/agent-team';

/** PUT /api/agent/team/downline/status { memberId, accountEnabled?, gameEnabled? } — direct downlines only. */
export async function PUT(request: Request) {
  return asAgent(request, async (caller) => {
    const body = await readJson(request, downlineStatusBody);
    if (!body.ok) return body.response;
    return jsonResponse(await setDownlineStatus(caller, body.data));
  });
}
