import { asAgent } from '@/lib/bff/agent-route';
import { jsonResponse } from '@/lib/bff/responses';
import { agentUnreadCount } from '@/lib/wps/agent-transfers';

/** GET /api/agent/messages/unread-count — { unread } of the agent's messages. */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => jsonResponse(await agentUnreadCount(caller)));
}
