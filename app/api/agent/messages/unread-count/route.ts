import { defineRoute } from '@/lib/bff/define-route';
import { agentUnreadCount } from '@/lib/wps/agent-transfers';

/** GET /api/agent/messages/unread-count — { unread } of the agent's messages. */
export const GET = defineRoute({ access: 'agent' }, ({ caller }) => agentUnreadCount(caller));
