import 'server-only';
import { PlatformError } from '../platform/admin-fetch';
import { clearSessionCookie, sessionOfRequest, type StaffSession } from '../session';
import { errorResponse } from './responses';
import { crossOriginRefusal } from './same-origin';

/** What of a platform refusal's details the pages may see (a lock's end, field names, a state). */
const VISIBLE_DETAILS = ['lockedUntil', 'fields', 'minLength', 'state', 'permission'] as const;

function visibleDetails(value: unknown): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const shown = Object.fromEntries(VISIBLE_DETAILS.filter((name) => name in value).map((name) => [name, (value as Record<string, unknown>)[name]]));
  return Object.keys(shown).length > 0 ? shown : undefined;
}

/**
 * A refusal as the pages read it: the platform's status and code (the pages map it to a message),
 * anything unexpected a 500 without details. A 401 also ends the cookie: the platform's session is
 * over (expired, idle, revoked, disabled), so the back office's is too.
 */
export function errorAnswer(error: unknown): Response {
  if (error instanceof PlatformError) {
    const status = error.status >= 400 && error.status < 600 ? error.status : 502;
    const response = errorResponse(status, error.code, error.message, visibleDetails(error.value));
    if (status === 401) clearSessionCookie(response);
    return response;
  }
  console.error('backoffice: unexpected error', error instanceof Error ? error.name : typeof error);
  return errorResponse(500, 'internal_error', 'Something went wrong, please try again');
}

/**
 * Runs a BFF handler for the signed-in staff member: another origin's state-changing call is refused
 * (403) before anything else; no valid session cookie is a 401 that never reaches the platform. The
 * platform checks the permission of every call itself; the back office only hides what it would refuse.
 */
export async function asStaff(request: Request, run: (session: StaffSession) => Promise<Response>): Promise<Response> {
  const refused = crossOriginRefusal(request);
  if (refused) return refused;
  const session = await sessionOfRequest(request);
  if (!session) {
    const response = errorResponse(401, 'staff_unauthenticated', 'Please sign in');
    clearSessionCookie(response);
    return response;
  }
  try {
    return await run(session);
  } catch (error) {
    return errorAnswer(error);
  }
}
