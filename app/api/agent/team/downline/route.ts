import { createDownlineBody } from '@/contract/agent-team';
import { defineRoute } from '@/lib/bff/define-route';
import { createDownline } from '@/lib/wps/agent-team';

/** POST /api/agent/team/downline { accountType, username, password, rebates } — sent upstream encrypted. */
export const POST = defineRoute({ access: 'agent', body: createDownlineBody }, ({ caller, body }) => createDownline(caller, body));
