import { realityCheckBody } from '@/contract/responsible-gaming';
import { crossSiteRefusal } from '@/lib/bff/same-site';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { setRealityCheck } from '@/lib/wps/responsible-gaming';

/** POST /api/responsible-gaming/reality-check — the reminder's interval in minutes, or null for none. */
export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const body = await readJson(request, realityCheckBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await setRealityCheck(caller, body.data.minutes)));
}
