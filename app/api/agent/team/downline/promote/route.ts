import { promoteBody } from '@/contract/agent-team';
import { defineRoute } from '@/lib/bff/define-route';
import { promoteDownline } from '@/lib/wps/agent-team';

/** PUT /api/agent/team/downline/promote { memberId } — a direct member becomes an agent. */
export const PUT = defineRoute({ access: 'agent', body: promoteBody }, ({ caller, body }) => promoteDownline(caller, body));
