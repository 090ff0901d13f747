import { defineRoute } from '@/lib/bff/define-route';
import { publicSession } from '@/lib/session';
import { memberInfo } from '@/lib/wps/member';

/**
 * DELETE /api/session/first-login — the member closed the first-login (F) popups: they are not
 * shown again for this login, in any tab (spec §4 "not shown if already closed this session").
 * The token is checked upstream first: an old copy of a logged-out cookie answers 401.
 */
export const DELETE = defineRoute({ access: 'member', trial: true }, async ({ caller, session }) => {
  await memberInfo(caller);
  const current = await session();
  if (current.firstTimeLogin) {
    delete current.firstTimeLogin;
    await current.save();
  }
  return publicSession(current);
});
