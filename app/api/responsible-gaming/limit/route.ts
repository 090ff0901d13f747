import { setLimitBody } from '@/contract/responsible-gaming';
import { crossSiteRefusal } from '@/lib/bff/same-site';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { setLimit } from '@/lib/wps/responsible-gaming';

/** POST /api/responsible-gaming/limit — set, lower (at once), raise or remove (after 24 hours) a limit. */
export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const body = await readJson(request, setLimitBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await setLimit(caller, body.data)));
}
