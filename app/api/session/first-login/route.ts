import { callerFrom } from '@/lib/bff/caller';
import { errorResponse, jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { crossSiteRefusal } from '@/lib/bff/same-site';
import { getSession, publicSession } from '@/lib/session';
import { WpsError } from '@/lib/wps/envelope';
import { memberInfo } from '@/lib/wps/member';

/**
 * DELETE /api/session/first-login — the member closed the first-login (F) popups: they are not
 * shown again for this login, in any tab (spec §4 "not shown if already closed this session").
 * The token is checked upstream first: an old copy of a logged-out cookie answers 401.
 */
export async function DELETE(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const session = await getSession();
  if (!session.token) return errorResponse(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
  try {
    await memberInfo(callerFrom(request, session.token));
  } catch (error) {
    if (error instanceof WpsError && error.status === 401) {
      session.destroy();
      return errorResponse(401, error.code, 'You are not logged in, please login');
    }
    return upstreamErrorResponse(error);
  }
  if (session.firstTimeLogin) {
    delete session.firstTimeLogin;
    await session.save();
  }
  return jsonResponse(publicSession(session));
}
