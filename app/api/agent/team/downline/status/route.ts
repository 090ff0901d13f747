import { downlineStatusBody } from '@/contract/agent-team';
import { defineRoute } from '@/lib/bff/define-route';
import { setDownlineStatus } from '@/lib/wps/agent-team';

/** PUT /api/agent/team/downline/status { memberId, accountEnabled?, gameEnabled? } — direct downlines only. */
export const PUT = defineRoute({ access: 'agent', body: downlineStatusBody }, ({ caller, body }) => setDownlineStatus(caller, body));
