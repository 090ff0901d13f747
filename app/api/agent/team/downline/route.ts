import { createDownlineBody } from '@/contract/agent-team';
import { asAgent } from '@/lib/bff/agent-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { createDownline } from '@/lib/wps/agent-team';

/** POST /api/agent/team/downline { accountType, username, password, rebates } — sent upstream encrypted. */
export async function POST(request: Request) {
  return asAgent(request, async (caller) => {
    const body = await readJson(request, createDownlineBody);
    if (!body.ok) return body.response;
    return jsonResponse(await createDownline(caller, body.data));
  });
}
