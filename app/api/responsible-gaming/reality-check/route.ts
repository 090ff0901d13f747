import { realityCheckBody } from '@/contract/responsible-gaming';
import { defineRoute } from '@/lib/bff/define-route';
import { setRealityCheck } from '@/lib/wps/responsible-gaming';

/** POST /api/responsible-gaming/reality-check — the reminder's interval in minutes, or null for none. */
export const POST = defineRoute({ access: 'member', body: realityCheckBody }, ({ caller, body }) => setRealityCheck(caller, body.minutes));
