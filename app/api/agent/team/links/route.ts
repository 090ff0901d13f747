import { affiliateUrlIdQuery, createAffiliateUrlBody } from '@/contract/agent-team';
import { asAgent } from '@/lib/bff/agent-route';
import { readJson } from '@/lib/bff/read-json';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { affiliateUrls, createAffiliateUrl, deleteAffiliateUrl } from '@/lib/wps/agent-team';

/** GET /api/agent/team/links — the caller's affiliate links. */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => jsonResponse(await affiliateUrls(caller)));
}

/** POST /api/agent/team/links { accountType, expiry, channel, channelName?, code?, rebates } */
export async function POST(request: Request) {
  return asAgent(request, async (caller) => {
    const body = await readJson(request, createAffiliateUrlBody);
    if (!body.ok) return body.response;
    return jsonResponse(await createAffiliateUrl(caller, body.data));
  });
}

/** DELETE /api/agent/team/links?affiUrlId= */
export async function DELETE(request: Request) {
  return asAgent(request, async (caller) => {
    const query = readQuery(request, affiliateUrlIdQuery);
    if (!query.ok) return query.response;
    return jsonResponse(await deleteAffiliateUrl(caller, query.data.affiUrlId));
  });
}
