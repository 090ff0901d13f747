import 'server-only';
import type { WpsCaller } from '@/lib/wps/client';
import { getSession } from '@/lib/session';
import { asMember } from './member-route';
import { errorResponse } from './responses';

/**
 * Runs an agent's BFF action: 401 without a session, 403 `non_agent` for a member (before any
 * upstream call), then the call with the token. The platform checks the type and the subtree again.
 */
export async function asAgent(request: Request, action: (caller: WpsCaller) => Promise<Response>): Promise<Response> {
  const session = await getSession();
  if (session.token && !session.isAgent) return errorResponse(403, 'non_agent', 'Non-agents cannot log in');
  return asMember(request, action);
}
