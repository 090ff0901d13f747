import { markReadBody } from '@/contract/agent-transfers';
import { defineRoute } from '@/lib/bff/define-route';
import { markMessagesRead } from '@/lib/wps/agent-transfers';

/** PUT /api/agent/messages/read { ids } | { all: true } — marks the agent's own messages read. */
export const PUT = defineRoute({ access: 'agent', body: markReadBody }, ({ caller, body }) => markMessagesRead(caller, body));
