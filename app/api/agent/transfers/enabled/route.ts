import { defineRoute } from '@/lib/bff/define-route';
import { transferEnabled } from '@/lib/wps/agent-transfers';

/** GET /api/agent/transfers/enabled — limits, balance and whether a funds password is set (agents only). */
export const GET = defineRoute({ access: 'agent' }, ({ caller }) => transferEnabled(caller));
