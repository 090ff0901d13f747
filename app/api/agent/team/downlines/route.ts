import { downlinesQuery } from '@/contract/agent-team';
import { defineRoute } from '@/lib/bff/define-route';
import { downlines } from '@/lib/wps/agent-team';

/** GET /api/agent/team/downlines?type=agent|member&parentId&search&page&size */
export const GET = defineRoute({ access: 'agent', query: downlinesQuery }, ({ caller, query }) => downlines(caller, query));
