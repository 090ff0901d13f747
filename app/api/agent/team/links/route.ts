import { affiliateUrlIdQuery, createAffiliateUrlBody } from '@/contract/agent-team';
import { defineRoute } from '@/lib/bff/define-route';
import { affiliateUrls, createAffiliateUrl, deleteAffiliateUrl } from '@/lib/wps/agent-team';

/** GET /api/agent/team/links — the caller's affiliate links. */
export const GET = defineRoute({ access: 'agent' }, ({ caller }) => affiliateUrls(caller));

/** POST /api/agent/team/links { accountType, expiry, channel, channelName?, code?, rebates } */
export const POST = defineRoute({ access: 'agent', body: createAffiliateUrlBody }, ({ caller, body }) => createAffiliateUrl(caller, body));

/** DELETE /api/agent/team/links?affiUrlId= */
export const DELETE = defineRoute({ access: 'agent', query: affiliateUrlIdQuery }, ({ caller, query }) => deleteAffiliateUrl(caller, query.affiUrlId));
