import { staffLoginSchema } from '@/contract/staff-auth';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { crossOriginRefusal } from '@bo/lib/bff/same-origin';
import { signedInResponse } from '@bo/lib/bff/session-answer';
import { errorAnswer } from '@bo/lib/bff/staff-route';
import { logIn, logOut } from '@bo/lib/platform/staff-session';
import { clearSessionCookie, sessionOfRequest } from '@bo/lib/session';

/** POST /api/session — name, password and authenticator code; sets the session cookie. */
export async function POST(request: Request) {
  const refused = crossOriginRefusal(request);
  if (refused) return refused;
  const body = await readJson(request, staffLoginSchema);
  if (!body.ok) return body.response;
  try {
    return await signedInResponse(await logIn(body.data, request.headers.get('user-agent')));
  } catch (error) {
    return errorAnswer(error);
  }
}

/** DELETE /api/session — ends the platform session and clears the cookie (even if the platform has ended it already). */
export async function DELETE(request: Request) {
  const refused = crossOriginRefusal(request);
  if (refused) return refused;
  const session = await sessionOfRequest(request);
  if (session) await logOut(session.token).catch(() => undefined);
  const response = jsonResponse({ loggedOut: true });
  clearSessionCookie(response);
  return response;
}
