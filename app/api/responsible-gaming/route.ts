import { defineRoute } from '@/lib/bff/define-route';
import { responsibleGamingStatus } from '@/lib/wps/responsible-gaming';

/** GET /api/responsible-gaming — the member's limits (used, left, pending raises), reality check, break in force and this session. */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => responsibleGamingStatus(caller));
