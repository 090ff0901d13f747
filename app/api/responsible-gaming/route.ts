import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { responsibleGamingStatus } from '@/lib/wps/responsible-gaming';

/** GET /api/responsible-gaming — the member's limits (used, left, pending raises), reality check, break in force and this session. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await responsibleGamingStatus(caller)));
}
