import { downlineRebatesQuery } from '@/contract/agent-team';
import { defineRoute } from '@/lib/bff/define-route';
import { downlineRebates } from '@/lib/wps/agent-team';

/** GET /api/agent/team/rebates[?memberId] — the caller's (or a downline's) rates and the bounds it may set. */
export const GET = defineRoute({ access: 'agent', query: downlineRebatesQuery }, ({ caller, query }) => downlineRebates(caller, query.memberId));
