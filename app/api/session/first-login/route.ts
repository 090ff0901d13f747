import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { getSession, publicSession } from '@/lib/session';

/**
 * DELETE /api/session/first-login — the member closed the first-login (F) popups: they are not
 * shown again for this login, in any tab (spec §4 "not shown if already closed this session").
 */
export async function DELETE() {
  const session = await getSession();
  if (!session.token) return errorResponse(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
  if (session.firstTimeLogin) {
    delete session.firstTimeLogin;
    await session.save();
  }
  return jsonResponse(publicSession(session));
}
