import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { securityOverview } from '@/lib/wps/accounts';

/** GET /api/security — masked phone and e-mail, payee name set, authenticator on. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await securityOverview(caller)));
}
