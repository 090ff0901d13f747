import { agentTreeQuery } from '@/contract/agent-admin';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { readAgentTree } from '@bo/lib/platform/agents';

/** GET /api/agents?parent=|q=&page&size — a page of the agent tree: top level, one agent's downline agents, or a search (agents:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => {
    const query = agentTreeQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) {
      const [issue] = query.error.issues;
      return errorResponse(400, 'validation_failed', 'The search or page is not valid', { fields: { [issue.path.join('.') || 'q']: issue.message } });
    }
    return jsonResponse(await readAgentTree(token, query.data));
  });
}
