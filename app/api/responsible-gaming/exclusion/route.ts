import { exclusionBody } from '@/contract/responsible-gaming';
import { crossSiteRefusal } from '@/lib/bff/same-site';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { takeExclusion } from '@/lib/wps/responsible-gaming';

/** POST /api/responsible-gaming/exclusion — take a cool-off or self-exclusion (never shortened). */
export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const body = await readJson(request, exclusionBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await takeExclusion(caller, body.data)));
}
