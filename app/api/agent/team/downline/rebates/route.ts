import { downlineRebatesBody } from '@/contract/agent-team';
import { defineRoute } from '@/lib/bff/define-route';
import { setDownlineRebates } from '@/lib/wps/agent-team';

/** PUT /api/agent/team/downline/rebates { memberId, rebates } — raise only, never above the caller's own. */
export const PUT = defineRoute({ access: 'agent', body: downlineRebatesBody }, ({ caller, body }) => setDownlineRebates(caller, body));
