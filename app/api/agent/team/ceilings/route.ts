import { defineRoute } from '@/lib/bff/define-route';
import { globalRebateSettings } from '@/lib/wps/agent-team';

/** GET /api/agent/team/ceilings — the platform's rebate ceiling per series. */
export const GET = defineRoute({ access: 'agent' }, ({ caller }) => globalRebateSettings(caller));
