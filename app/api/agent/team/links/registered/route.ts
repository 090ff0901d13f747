import { registeredAffiliatesQuery } from '@/contract/agent-team';
import { defineRoute } from '@/lib/bff/define-route';
import { registeredAffiliates } from '@/lib/wps/agent-team';

/** GET /api/agent/team/links/registered?affiUrlId&page&size — who registered through one link. */
export const GET = defineRoute({ access: 'agent', query: registeredAffiliatesQuery }, ({ caller, query }) => registeredAffiliates(caller, query));
