import { setLimitBody } from '@/contract/responsible-gaming';
import { defineRoute } from '@/lib/bff/define-route';
import { setLimit } from '@/lib/wps/responsible-gaming';

/** POST /api/responsible-gaming/limit — set, lower (at once), raise or remove (after 24 hours) a limit. */
export const POST = defineRoute({ access: 'member', body: setLimitBody }, ({ caller, body }) => setLimit(caller, body));
