import 'server-only';
import type { StaffSessionAnswer } from '../../../contract/admin-api';
import { setSessionCookie } from '../session';
import { jsonResponse } from './responses';

/** A new platform session (login, enrolment): the token goes into the cookie, the page learns only who signed in. */
export async function signedInResponse(answer: StaffSessionAnswer): Promise<Response> {
  const response = jsonResponse({ name: answer.staff.name, role: answer.staff.role, expiresAt: answer.expiresAt });
  await setSessionCookie(response, { token: answer.token, name: answer.staff.name, role: answer.staff.role, expiresAt: answer.expiresAt });
  return response;
}
