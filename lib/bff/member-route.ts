import 'server-only';
import type { WpsCaller } from '@/lib/wps/client';
import { WpsError } from '@/lib/wps/envelope';
import { getSession } from '@/lib/session';
import { callerFrom } from './caller';
import { errorResponse, upstreamErrorResponse } from './responses';
import { crossSiteRefusal } from './same-site';

/**
 * Runs a logged-in member's BFF action: 401 without a session, the upstream call with the token,
 * and a revoked token clears the cookie. Trial users get `in_need_true_account` (spec §6).
 * A state-changing method from another origin is refused first (CSRF).
 */
export async function asMember(
  request: Request,
  action: (caller: WpsCaller) => Promise<Response>,
  { allowTrial = false } = {},
): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const session = await getSession();
  if (!session.token) return errorResponse(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
  if (session.isTrial && !allowTrial) return errorResponse(403, 'in_need_true_account', 'A real account is needed for this');
  try {
    return await action(callerFrom(request, session.token));
  } catch (error) {
    if (error instanceof WpsError && error.status === 401) session.destroy();
    return upstreamErrorResponse(error);
  }
}
