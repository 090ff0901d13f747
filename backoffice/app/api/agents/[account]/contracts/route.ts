import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { readAgentContracts } from '@bo/lib/platform/agents';

const ACCOUNT = /^[A-Za-z0-9_]{1,40}$/;

/** GET /api/agents/:account/contracts — the agent and the contracts it holds, each with its history (agents:read). */
export async function GET(request: Request, { params }: { params: Promise<{ account: string }> }) {
  return asStaff(request, async ({ token }) => {
    const { account } = await params;
    if (!ACCOUNT.test(account)) return errorResponse(404, 'agent_not_found', 'No agent with this account');
    return jsonResponse(await readAgentContracts(token, account));
  });
}
