import { exclusionBody } from '@/contract/responsible-gaming';
import { defineRoute } from '@/lib/bff/define-route';
import { takeExclusion } from '@/lib/wps/responsible-gaming';

/** POST /api/responsible-gaming/exclusion — take a cool-off or self-exclusion (never shortened). */
export const POST = defineRoute({ access: 'member', body: exclusionBody }, ({ caller, body }) => takeExclusion(caller, body));
